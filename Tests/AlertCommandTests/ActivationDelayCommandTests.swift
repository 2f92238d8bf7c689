import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// `alert --activation-delay SECONDS` (issue 34): a prompt a cron job or a daemon raises
    /// cannot be answered by a key typed in another window. The real binary, both styles.
    @Suite("alert: --activation-delay", .displaySuite)
    struct ActivationDelayCommandTests {

        @Test(.pressesKeys, arguments: [false, true])
        func heldButtonsIgnoreReturnAndClicksEscapeStillDismissesAndOnceLiveReturnAnswers(adwaita: Bool) async throws {
            let style = adwaita ? ["--adwaita"] : []
            let arguments = style + ["--title", "Backup failed", "--button", "Later:cancel", "--button", "Retry:default"]
            // 30 s: held for the whole check. Return is handled before the Escape pressed after
            // it, so the ending says whether it answered.
            let held = try await runOnDisplay(arguments + ["--activation-delay", "30"]) { command, dialog in
                #expect(dialog.buttons.map(\.sensitive) == [false, false], "held buttons read \(dialog.buttons)")
                #expect(try command.screen.act("Retry") == false, "a held button took AT-SPI's click")
                try command.screen.press("Return")
                try command.screen.press("Escape")
            }
            #expect(held.status == 1)
            #expect(held.output.isEmpty, "a held button answered: \(held.output)")

            // Once the library says the buttons are live, the first Return is the default's.
            let live = try await runOnDisplay(arguments + ["--activation-delay", "0.3"],
                                              environment: ["G_MESSAGES_DEBUG": "PresentationKit"]) { command, _ in
                let marker = try command.process.line(startingWith: "(alert:\(command.process.pid)): PresentationKit-DEBUG")
                #expect(marker.hasSuffix("Alert buttons live: Backup failed"))
                try command.screen.press("Return")
            }
            #expect(live.status == 0)
            #expect(live.output == ["Retry"])
        }
    }
}
