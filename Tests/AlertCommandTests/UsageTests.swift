import E2ESupport
import Foundation
import Testing

/// Bad input: one clear line on stderr naming what is wrong, exit status 2, nothing on
/// stdout, no dialog, no hang. The real binary runs; no display is needed.
@Suite("alert: usage errors", .timeLimit(.minutes(1)))
struct UsageTests {

    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        /// What the error line must name.
        let names: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--title", "x", "--colour", "red"], names: "--colour"),
        Case(arguments: ["--title"], names: "--title"),
        Case(arguments: ["--title", "x", "--timeout"], names: "--timeout"),
        Case(arguments: ["--title", ""], names: "--title"),
        Case(arguments: ["--message", "No title"], names: "--title"),
        Case(arguments: ["--title", "x", "--button", ":default"], names: ":default"),
        Case(arguments: ["--title", "x", "--button", "::cancel"], names: "::cancel"),
        Case(arguments: ["--info", "--width", "wide"], names: "--width"),
        Case(arguments: ["--info", "--height", "1.5"], names: "--height"),
        Case(arguments: ["--info", "--switch", "--extra-button", "A"], names: "--switch"),
        Case(arguments: ["--question", "--switch"], names: "--extra-button"),
        Case(arguments: ["--title", "x", "--default-cancel"], names: "--default-cancel"),
        Case(arguments: ["--info", "--display", ""], names: "--display"),
        Case(arguments: ["--title", "x", "--button", "A:cancel", "--button", "B:cancel"], names: ":cancel"),
        Case(arguments: ["--title", "x", "--button", "A:default", "--button", "B:default"], names: ":default"),
        Case(arguments: ["--title", "x", "--button", "Drop:cancel:destructive"], names: "Drop:cancel:destructive"),
        Case(arguments: ["--title", "x", "--button", ":cancel"], names: ":cancel"),
        Case(arguments: ["--title", "x", "--timeout", "-1"], names: "--timeout"),
        Case(arguments: ["--title", "x", "--timeout", "soon"], names: "--timeout"),
        Case(arguments: ["--title", "x", "--timeout", "nan"], names: "--timeout"),
        Case(arguments: ["--title", "x", "--message-file", "/nonexistent/message.txt"], names: "/nonexistent/message.txt"),
        Case(arguments: ["--title", "x", "--icon", "smiley"], names: "smiley"),
        Case(arguments: ["--title", "x", "stray words"], names: "stray words"),
        Case(arguments: ["--title", "x", "--message", "a", "--text", "b"], names: "--text"),
        Case(arguments: ["--info", "--question"], names: "--question"),
        Case(arguments: ["--info", "--button", "A"], names: "--button"),
        Case(arguments: ["--question", "--ok-label", ""], names: "--ok-label"),
        Case(arguments: ["--title", "x", "--ok-label", "Go"], names: "--ok-label"),
        Case(arguments: ["--title", "x", "--extra-button", "More"], names: "--extra-button"),
        Case(arguments: ["--title", "x", "--timeout", "5", "--timeout-answer", "Nope"], names: "Nope"),
        Case(arguments: ["--title", "x", "--timeout-answer", "OK"], names: "--timeout"),
        Case(arguments: ["--title", "x", "--dont-ask-again", "file:a[b"], names: "a[b"),
        Case(arguments: ["--title", "x", "--dont-ask-again", "file:a]b"], names: "a]b"),
        Case(arguments: ["--title", "x", "--dont-ask-again", "file:a=b"], names: "a=b"),
        Case(arguments: ["--title", "x", "--dont-ask-again", "file:a\nb"], names: "--dont-ask-again"),
        Case(arguments: ["--title", "x", "--dont-ask-again", "file:"], names: "--dont-ask-again"),
        Case(arguments: ["--title", "x", "--dont-ask-again", "nokey"], names: "nokey"),
        Case(arguments: ["--dont-ask-again-reset", "file:a=b"], names: "a=b"),
        Case(arguments: ["--title", "x", "--dont-ask-again-reset", "file:k"], names: "--dont-ask-again-reset"),
        Case(arguments: ["--title", "x", "--details", "a", "--details-file", "b"], names: "--details-file"),
        Case(arguments: ["--title", "x", "--message", "-", "--details", "-"], names: "--details"),
        Case(arguments: ["--title", "x", "--details-file", "/nonexistent/details.txt"], names: "/nonexistent/details.txt"),
        Case(arguments: ["--title", "x", "--app-id", ""], names: "--app-id"),
        Case(arguments: ["--title", "x", "--value", "v"], names: "--value"),
        Case(arguments: ["--title", "x", "--field", "A", "--value", "v", "--value", "w"], names: "--value"),
        Case(arguments: ["--title", "x", "--secret", "PIN", "--value", "1234"], names: "--secret"),
        Case(arguments: ["--title", "x", "--field", ""], names: "label"),
        Case(arguments: ["--title", "x", "--field", "A", "--dont-ask-again", "f:k"], names: "--dont-ask-again"),
        Case(arguments: ["--entry", "--dont-ask-again", "f:k"], names: "--dont-ask-again"),
        Case(arguments: ["--entry", "--field", "A"], names: "--field"),
        Case(arguments: ["--entry", "--password"], names: "--password"),
        Case(arguments: ["--info", "--entry-text", "a"], names: "--entry-text"),
        Case(arguments: ["--entry", "--username"], names: "--username"),
        Case(arguments: ["--password", "--username=a|b"], names: "a|b"),
        Case(arguments: ["--title", "x", "--required"], names: "--required"),
        Case(arguments: ["--title", "x", "--activation-delay"], names: "--activation-delay"),
        Case(arguments: ["--title", "x", "--activation-delay", "-1"], names: "--activation-delay"),
        Case(arguments: ["--title", "x", "--activation-delay", "soon"], names: "--activation-delay"),
        Case(arguments: ["--title", "x", "--activation-delay", "nan"], names: "--activation-delay"),
        Case(arguments: ["--title", "x", "--unchecked", "--item", "a"], names: "--unchecked"),
        Case(arguments: ["--title", "x", "--item", ""], names: "--item"),
        Case(arguments: ["--question", "--item", "a"], names: "--item"),
        Case(arguments: ["--title", "x", "--pulsate"], names: "--pulsate"),
        Case(arguments: ["--info", "--auto-kill"], names: "--auto-kill"),
        Case(arguments: ["--progress", "--info"], names: "--info"),
        Case(arguments: ["--progress", "--percentage", "half"], names: "half"),
        Case(arguments: ["--progress", "--percentage", "nan"], names: "nan"),
        Case(arguments: ["--progress", "--message", "-"], names: "--text"),
        Case(arguments: ["--progress", "--button", "A"], names: "--button"),
        Case(arguments: ["--list", "--column", "A", "--print-column", "x", "a"], names: "--print-column"),
        Case(arguments: ["--list", "--column", "A", "--column", "B", "--print-column", "3"], names: "“3”"),
        Case(arguments: ["--list", "--column", "A", "--print-column", "0"], names: "“0”"),
        Case(arguments: ["--list", "--column", "A", "--hide-column", "-1"], names: "--hide-column"),
        Case(arguments: ["--list", "a"], names: "--column"),
        Case(arguments: ["--forms"], names: "--add-entry"),
        Case(arguments: ["--add-entry", "Name"], names: "--forms"),
        Case(arguments: ["--info", "--add-password", "Secret"], names: "--forms"),
        Case(arguments: ["--forms", "--add-entry", "Name", "--field", "Other"], names: "--add-entry"),
        Case(arguments: ["--forms", "--add-entry", "Name", "--column", "A"], names: "--column"),
        Case(arguments: ["--forms", "--list", "--add-entry", "Name"], names: "--list"),
        Case(arguments: ["--forms", "--add-entry", "Name", "--button", "A"], names: "--button"),
        Case(arguments: ["--forms", "--add-password", "Secret", "--dont-ask-again", "/tmp/x:k"], names: "--dont-ask-again"),
        // --forms' combo boxes, calendars and lists (zenity ignores the first four silently).
        Case(arguments: ["--forms", "--add-entry", "Name", "--combo-values", "a|b"], names: "--add-combo"),
        Case(arguments: ["--forms", "--add-combo", "C", "--combo-values", "a", "--combo-values", "b"], names: "--combo-values"),
        Case(arguments: ["--forms", "--add-entry", "Name", "--list-values", "a|b"], names: "--add-list"),
        Case(arguments: ["--forms", "--add-list", "L", "--list-values", "a|b|c", "--column-values", "A|B"], names: "--column-values"),
        Case(arguments: ["--forms", "--add-entry", "Name", "--show-header"], names: "--show-header"),
        Case(arguments: ["--forms", "--add-list", "L", "--column-values", ""], names: "--column-values"),
        Case(arguments: ["--forms", "--add-entry", "Name", "--forms-date-format", "%Y"], names: "--add-calendar"),
        Case(arguments: ["--forms", "--add-calendar", "D", "--date-format", "%Y"], names: "--date-format"),
        Case(arguments: ["--entry", "--combo-values", "a|b"], names: "--forms"),
        Case(arguments: ["--info", "--add-list", "L"], names: "--forms"),
        Case(arguments: ["--list", "--imagelist", "--checklist", "--column", "A", "--column", "B"], names: "--imagelist"),
        Case(arguments: ["--info", "--imagelist"], names: "--list"),
        Case(arguments: ["--list", "--checklist", "--radiolist", "--column", "A", "--column", "B"], names: "--radiolist"),
        Case(arguments: ["--list", "--checklist", "--column", "A"], names: "--checklist"),
        Case(arguments: ["--list", "--question", "--column", "A"], names: "--question"),
        Case(arguments: ["--list", "--column", "A", "--message", "-"], names: "--text"),
        Case(arguments: ["--info", "--separator", ":"], names: "--separator"),
        Case(arguments: ["--info", "--column", "A"], names: "--column"),
        Case(arguments: ["--list", "--column", "A", "--pulsate"], names: "--pulsate"),
        Case(arguments: ["--text-info", "--html"], names: "web engine"),
        Case(arguments: ["--text-info", "--url", "https://example.org"], names: "--url"),
        Case(arguments: ["--text-info", "--no-interaction"], names: "--no-interaction"),
        Case(arguments: ["--text-info", "--filename", "/nonexistent/licence.txt"], names: "/nonexistent/licence.txt"),
        Case(arguments: ["--info", "--checkbox", "I agree"], names: "--checkbox"),
        Case(arguments: ["--text-info", "--column", "A"], names: "--column"),
        // zenity's --attach is GOption's integer (strtol in base 0): decimal or 0x hex.
        Case(arguments: ["--info", "--attach", "abc"], names: "“abc”"),
        Case(arguments: ["--info", "--attach", "0x1ffffffff"], names: "“0x1ffffffff”"),
        Case(arguments: ["--info", "--attach", "-5"], names: "“-5”"),
        Case(arguments: ["--info", "--attach", "12px"], names: "“12px”"),
        Case(arguments: ["--info", "--attach", ""], names: "--attach"),
        Case(arguments: ["--info", "--name", "tool", "--app-id", "org.example.Tool"], names: "--app-id"),
        Case(arguments: ["--info", "--name", ""], names: "--name"),
        Case(arguments: ["--info", "--class", ""], names: "--class"),
        // zenity: "Maximum value must be greater than minimum value." / "Value out of range." (255).
        Case(arguments: ["--scale", "--min-value", "10", "--max-value", "5"], names: "--max-value (5)"),
        Case(arguments: ["--scale", "--min-value", "10", "--max-value", "10"], names: "--max-value (10)"),
        Case(arguments: ["--scale", "--value", "200"], names: "--value 200 is out of range"),
        Case(arguments: ["--scale", "--min-value", "10"], names: "--value 0 is out of range"),
        Case(arguments: ["--scale", "--value", "30.7"], names: "“30.7”"),
        Case(arguments: ["--scale", "--step", "0"], names: "--step"),
        Case(arguments: ["--scale", "--field", "Name"], names: "--field"),
        Case(arguments: ["--scale", "--calendar"], names: "--calendar"),
        Case(arguments: ["--info", "--print-partial"], names: "--scale"),
        Case(arguments: ["--scale", "--day", "3"], names: "--calendar"),
        Case(arguments: ["--calendar", "--day", "31", "--month", "2", "--year", "2024"], names: "--day 31"),
        Case(arguments: ["--calendar", "--day", "0"], names: "--day 0"),
        Case(arguments: ["--calendar", "--month", "13"], names: "--month 13"),
        Case(arguments: ["--calendar", "--year", "0"], names: "--year 0"),
        Case(arguments: ["--calendar", "--month", "May"], names: "“May”"),
        Case(arguments: ["--color-selection", "--color", "nonsense"], names: "“nonsense”"),
        Case(arguments: ["--color-selection", "--step", "2"], names: "--step"),
        Case(arguments: ["--title", "x", "--color", "red"], names: "--color-selection"),
        // --file-selection: a filter with no pattern, its flags without it or with another
        // dialog, one name to save under.
        Case(arguments: ["--file-selection", "--file-filter", ""], names: "--file-filter"),
        Case(arguments: ["--file-selection", "--file-filter", "Images |  "], names: "“Images |  ”"),
        Case(arguments: ["--info", "--file-filter", "*.png"], names: "--file-selection"),
        Case(arguments: ["--info", "--directory"], names: "--directory"),
        Case(arguments: ["--file-selection", "--list", "--column", "A"], names: "--list"),
        Case(arguments: ["--file-selection", "--save", "--multiple"], names: "--multiple"),
        Case(arguments: ["--file-selection", "--column", "A"], names: "--column"),
        Case(arguments: ["--file-selection", "--extra-button", "More"], names: "--extra-button"),
        Case(arguments: ["--file-selection", "--filename", ""], names: "--filename"),
        // --notification: its text missing or empty, its flags without it, another dialog type
        Case(arguments: ["--notification"], names: "--text"),
        Case(arguments: ["--notification", "--text", ""], names: "--text"),
        Case(arguments: ["--info", "--listen"], names: "--notification"),
        Case(arguments: ["--info", "--hint", "urgency:2"], names: "--notification"),
        Case(arguments: ["--notification", "--info", "--text", "x"], names: "--notification"),
        // --about: no text of its own (zenity: "--text is not supported for this dialog"), one dialog type
        Case(arguments: ["--about", "--text", "x"], names: "--text"),
        Case(arguments: ["--about", "--column", "A"], names: "--column"),
        Case(arguments: ["--about", "--info"], names: "--about"),
    ]

    /// Outside `--scale`, `--value` stays the `--field`'s default: before any `--field` it is
    /// still the usage error it was.
    @Test func valueBeforeAnyFieldIsStillTheFieldsError() throws {
        let ending = try runWithoutDialog(["--title", "x", "--value", "30"])
        #expect(ending.status == 2)
        #expect(ending.errorLines.first?.contains("--field") == true, "\(ending.errors)")
    }

    @Test(arguments: cases)
    func badInputIsOneClearLineAndStatus2(_ usage: Case) throws {
        let ending = try runWithoutDialog(usage.arguments)
        #expect(ending.status == 2)
        #expect(ending.output.isEmpty)
        #expect(ending.errorLines.count == 1, "one line: \(ending.errors)")
        let line = try #require(ending.errorLines.first)
        #expect(line.hasPrefix("alert: "))
        #expect(line.contains(usage.names), "“\(line)” names \(usage.names)")
    }

    /// A default the command prints back must be the text given: bytes that are not UTF-8
    /// are refused, not shown (and printed) with U+FFFD in their place.
    @Test(arguments: [["--entry", "--entry-text"], ["--title", "x", "--field", "Name", "--value"], ["--password", "--username="]])
    func aDefaultThatIsNotUTF8IsAUsageError(_ flags: [String]) throws {
        // sh makes the argument, the bytes glued to the last one ("$@""…"): a Swift String
        // cannot hold them.
        let last = flags.last?.hasSuffix("=") == true ? [] : [""]
        let command = try AlertCommand(["-c", #"exec "$0" "$@""$(printf 'caf\351')""#, try product("alert").path] + flags + last,
                                       environment: ["LC_ALL": "C.UTF-8"], executable: URL(fileURLWithPath: "/bin/sh"))
        let ending = try command.finish(within: 5)
        #expect(ending.status == 2)
        #expect(ending.output.isEmpty)
        #expect(ending.errorLines.count == 1, "one line: \(ending.errors)")
        #expect(ending.errors.contains("not UTF-8"), "\(ending.errors)")
    }

    @Test(arguments: [unservedXDisplay, ""])
    func noDisplayIsExplainedInOneLineWithStatus3(_ display: String) throws {
        let ending = try runWithoutDialog(["--title", "Hello"], environment: ["DISPLAY": display, "WAYLAND_DISPLAY": ""])
        #expect(ending.status == 3)
        #expect(ending.output.isEmpty)
        #expect(ending.errorLines.count == 1, "one line: \(ending.errors)")
        #expect(ending.errors.hasPrefix("alert: cannot open display"))
    }

    @Test func displayOptionIsTheDisplayOpened() throws {
        let ending = try runWithoutDialog(["--info", "--display", unservedXDisplay])
        #expect(ending.status == 3)
        #expect(ending.errorLines.count == 1, "one line: \(ending.errors)")
        #expect(ending.errors.contains("“\(unservedXDisplay)”"))
    }

    @Test func versionIsTheOneInVersionSwift() throws {
        // Read the way the packaging reads it: one sed over the file.
        let file = repositoryRoot.appendingPathComponent("Sources/Core/PresentationKitCore/Version.swift").path
        let expression = #"s/^public let presentationKitVersion = "\(.*\)"$/\1/p"#
        let version = String(decoding: try run("/usr/bin/sed", ["-n", expression, file]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty)
        let ending = try runWithoutDialog(["--version"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(ending.status == 0)
        #expect(ending.output == [version])
        #expect(ending.errors.isEmpty)
    }

    @Test func helpDescribesOptionsExitStatusAndExamples() throws {
        let ending = try runWithoutDialog(["--help"])
        #expect(ending.status == 0)
        let help = ending.output.joined(separator: "\n")
        for expected in ["Usage:", "--title", "--message", "--button", "--icon", "--timeout", "--question",
                         "--extra-button", "--no-markup", "--width", "--default-cancel", "--switch", "--version",
                         "--progress", "--auto-kill", "--time-remaining",
                         "--list", "--column", "--text-info", "--checkbox", "--html", "--checklist", "--radiolist", "--imagelist", "--print-column", "--separator",
                         "--forms", "--add-entry", "--add-password", "--add-combo", "--combo-values", "--add-calendar",
                         "--forms-date-format", "--add-list", "--list-values", "--column-values", "--show-header",
                         "--window-icon", "--class", "--name", "--attach", "--gtk-module", "--g-fatal-warnings",
                         "--notification", "--listen", "--hint",
                         "--scale", "--print-partial", "--calendar", "--date-format", "--color-selection", "--show-palette",
                         "ZENITY_OK", "Exit status:", "Examples:"] {
            #expect(help.contains(expected), "help mentions \(expected)")
        }
        #expect(ending.errors.isEmpty)
    }
}
