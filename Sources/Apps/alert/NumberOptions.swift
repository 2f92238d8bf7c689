import CGtk

extension Request {

    /// `--width`, `--height`: a whole number of pixels, as zenity's integer option; below 1
    /// it sets nothing (zenity's `-1` means unset, and 0 has no effect there).
    static func pixels(_ flag: String, _ argument: String?) throws(CommandFailure) -> Int32? {
        guard let argument else { return nil }
        guard let value = Int32(argument) else {
            throw CommandFailure(message: tr("%@ needs a whole number of pixels, not “%@”", flag, argument),
                                 status: .usage)
        }
        return value > 0 ? value : nil
    }

    /// `--timeout SECONDS`: a number ≥ 0, where 0 means no timeout (as zenity).
    static func timeout(_ argument: String?) throws(CommandFailure) -> Double? {
        guard let argument else { return nil }
        guard let seconds = seconds(argument) else {
            throw CommandFailure(message: tr("--timeout needs a number of seconds, not “%@”", argument), status: .usage)
        }
        guard seconds >= 0 else {
            throw CommandFailure(message: tr("--timeout must not be negative, but is “%@”", argument), status: .usage)
        }
        return seconds == 0 ? nil : seconds
    }

    /// `argument` read whole as a finite number in the C locale (`1.5`, whatever the
    /// language), or `nil`.
    static func seconds(_ argument: String) -> Double? {
        var end: UnsafeMutablePointer<gchar>?
        let seconds = argument.withCString { start in
            let value = g_ascii_strtod(start, &end)
            return (value, end.map { $0 - UnsafeMutablePointer(mutating: start) } ?? 0)
        }
        let parsedWhole = !argument.isEmpty && seconds.1 == argument.utf8.count
        return parsedWhole && seconds.0.isFinite ? seconds.0 : nil
    }
}
