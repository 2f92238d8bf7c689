import E2ESupport
import Foundation

/// Wait for the dialog titled `heading` and return it.
func dialog(titled heading: String, on host: TestHost, within seconds: Double = 10) throws -> Screen.Window {
    try host.screen.waitForLabel(heading, within: seconds)
    guard let found = try host.screen.dialogs().last(where: { $0.labels.first == heading }) else {
        throw CheckFailed(description: "no dialog titled “\(heading)”")
    }
    return found
}
