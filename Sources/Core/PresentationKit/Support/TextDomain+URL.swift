import Foundation
@_spi(Testing) import PresentationKitCore

public extension TextDomain {

    /// Where the catalogues of a program at `executable` are, by the rules in
    /// ``TextDomain``'s notes, `environment` holding `PRESENTATIONKIT_LOCALEDIR` or not;
    /// `nil` leaves gettext's default. The URL form of
    /// ``catalogueDirectory(localeDirectory:executablePath:)``.
    @_spi(Testing) static func catalogueDirectory(environment: [String: String], executable: URL?) -> String? {
        catalogueDirectory(localeDirectory: environment["PRESENTATIONKIT_LOCALEDIR"],
                           executablePath: executable?.standardizedFileURL.path)
    }
}
