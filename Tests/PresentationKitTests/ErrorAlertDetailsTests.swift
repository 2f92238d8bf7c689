import Foundation
@_spi(Testing) import PresentationKit
import Testing

/// What the GTK presenters show for an error (`AlertMessage(error:showsDetails:)`)
/// and what `suppressible(key:)` gives, without a display.
@Suite("Error alerts' details, and suppressible alerts")
struct ErrorAlertDetailsTests {

    private struct Titled: AlertableError {
        var details: String?
        var alertMessage: AlertMessage { AlertMessage(title: "Own", details: details) }
    }

    @Test func showsDetailsAddsTheErrorsDetailsAndNothingElse() {
        let error = URLError(.badServerResponse)
        let plain = AlertMessage(error: error)
        let detailed = AlertMessage(error: error, showsDetails: true)
        #expect(detailed.details == AlertMessage.details(of: error))
        #expect(detailed.title == plain.title && detailed.message == plain.message)
        #expect(detailed.actions.map(\.label) == plain.actions.map(\.label))
        #expect(AlertMessage(error: error, showsDetails: false).details == nil)
    }

    @Test func wrappedErrorsGiveTheThrownErrorsDetails() {
        let thrown = CocoaError(.fileNoSuchFile)
        let attempt = FailedAttempt.attempt(2, failedWith: thrown) {}
        let repeated = RepeatedError.repeating(thrown, count: 3)
        #expect(AlertMessage(error: attempt, showsDetails: true).details == AlertMessage.details(of: thrown))
        #expect(AlertMessage(error: repeated, showsDetails: true).details == AlertMessage.details(of: thrown))
    }

    @Test func anAlertsOwnDetailsWin() {
        #expect(AlertMessage(error: Titled(details: "mine"), showsDetails: true).details == "mine")
        #expect(AlertMessage(error: Titled(), showsDetails: true).details?.hasPrefix("Type: ") == true)
    }

    @Test func suppressibleKeepsTheAlertAndAddsItsKey() {
        let alert = AlertMessage(title: "Empty the trash?", message: "For good.", details: "12 items") {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Empty", id: "empty", role: .destructive)
        }
        let suppressible = alert.suppressible(key: "empty-trash")
        #expect(alert.suppressionKey == nil)
        #expect(suppressible.suppressionKey == "empty-trash")
        #expect(suppressible.title == alert.title && suppressible.message == alert.message && suppressible.details == alert.details)
        #expect(suppressible.actions.map(\.id) == [nil, "empty"])
    }
}
