extension Request {

    /// `--activation-delay SECONDS`: a number ≥ 0, where 0 (the default) means no delay.
    static func activationDelay(_ argument: String?) throws(CommandFailure) -> Double? {
        guard let argument else { return nil }
        guard let seconds = seconds(argument) else {
            throw CommandFailure(message: tr("--activation-delay needs a number of seconds, not “%@”", argument),
                                 status: .usage)
        }
        guard seconds >= 0 else {
            throw CommandFailure(message: tr("--activation-delay must not be negative, but is “%@”", argument),
                                 status: .usage)
        }
        return seconds == 0 ? nil : seconds
    }
}
