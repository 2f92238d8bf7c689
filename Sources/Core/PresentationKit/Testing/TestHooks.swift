import Foundation
import PresentationKitCore

// Every test hook of PresentationKit, and nothing else, is here: `@_spi(Testing)`, for
// the tests and their host programs. The alerter makes these errors itself (with their
// memberwise initializers, internal); tests make them to check their alerts' wording.

@_spi(Testing)
public extension RepeatedError {

    /// `error`, said to have happened `count` times, as ``ErrorAlerter/alert(error:)``
    /// makes it from 2 on.
    static func repeating(_ error: any Error, count: Int) -> RepeatedError {
        RepeatedError(error: error, count: count)
    }
}

@_spi(Testing)
public extension FailedAttempt {

    /// `error`, thrown by attempt number `attempt`, with `retry` as its Try Again.
    static func attempt(_ attempt: Int, failedWith error: any Error,
                        retry: (@MainActor @Sendable () -> Void)?) -> FailedAttempt {
        FailedAttempt(error: error, attempt: attempt, retry: retry)
    }
}

@_spi(Testing)
public extension TextDomain {

    /// Where the catalogues of a program at `executable` are, by the rules in
    /// ``TextDomain``'s notes, `environment` holding `PRESENTATIONKIT_LOCALEDIR` or not;
    /// `nil` leaves gettext's default. The URL form of what the library does at start-up.
    static func catalogueDirectory(environment: [String: String], executable: URL?) -> String? {
        catalogueDirectory(localeDirectory: environment["PRESENTATIONKIT_LOCALEDIR"],
                           executablePath: executable?.standardizedFileURL.path)
    }
}
