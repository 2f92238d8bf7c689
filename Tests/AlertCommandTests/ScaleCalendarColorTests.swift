import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--scale`, `--calendar` and `--color-selection`: the picker read over AT-SPI,
    /// answered with keys and clicks, stdout and the status compared with what zenity 3.44
    /// printed for the same keys (docs/alert.md's tables). Usage errors: ``UsageTests``.
    @Suite("alert: --scale, --calendar, --color-selection", .displaySuite)
    struct ScaleCalendarColorTests {

        /// The scale is a slider with its value; Right moves it by `--step`, Return is OK
        /// and prints the value (zenity: `--value 30 --step 5`, Right, Return → 35).
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func scaleIsASliderAndReturnPrintsItsValue(_ style: DialogStyle) async throws {
            let arguments = (style == .adwaita ? ["--adwaita"] : []) + ["--scale", "--value", "30", "--step", "5"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.title == "Adjust the scale value")
                let slider = try waitFor { try command.screen.widgets().first { $0.role == "slider" } }
                #expect(slider.value == 30)
                try command.screen.press("Right")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "slider" && $0.value == 35 } }
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["35"])
        }

        /// `--print-partial` prints each value as it changes, then the value OK prints
        /// (zenity: 31, 32, 33, then 33 again); Escape afterwards would print nothing more.
        @Test(.pressesKeys)
        func printPartialPrintsEachValueThenTheAnswer() async throws {
            let ending = try await runOnDisplay(["--scale", "--value", "30", "--print-partial"]) { command, _ in
                _ = try waitFor { try command.screen.widgets().first { $0.role == "slider" && $0.value == 30 } }
                for value in 31...33 {
                    try command.screen.press("Right")
                    _ = try waitFor { try command.screen.widgets().first { $0.role == "slider" && $0.value == Double(value) } }
                }
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["31", "32", "33", "33"])
        }

        /// Escape exits with `ZENITY_ESC`'s status (1 unset), printing nothing.
        @Test(.pressesKeys)
        func scaleEscapeExitsOneAndPrintsNothing() async throws {
            let ending = try await runOnDisplay(["--scale", "--value", "30"]) { command, _ in
                _ = try waitFor { try command.screen.widgets().first { $0.role == "slider" } }
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }

        /// The calendar shows the month and year given; the arrow keys move the day selected
        /// (Right a day, Down a week), and Return prints it in the locale's `%x` (C:
        /// 03/23/24), as zenity prints it.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func calendarPrintsTheDaySelected(_ style: DialogStyle) async throws {
            let arguments = (style == .adwaita ? ["--adwaita"] : [])
                + ["--calendar", "--day", "15", "--month", "3", "--year", "2024"]
            let ending = try await runOnDisplay(arguments, environment: ["LC_ALL": "C"]) { command, dialog in
                #expect(dialog.title == "Calendar selection")
                try command.screen.waitForLabel("Select a date from below.")
                // GTK 4.8's calendar has no role of its own over AT-SPI (a filler): its month
                // and year are labels.
                try command.screen.waitForLabel("March")
                try command.screen.waitForLabel("2024")
                try command.screen.press("Right")
                try command.screen.press("Down")
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["03/23/24"])
        }

        /// A double click on a day chooses it (zenity's day-selected-double-click), printed
        /// as `--date-format` says.
        @Test(.pressesKeys)
        func doubleClickOnADayChoosesIt() async throws {
            let ending = try await runOnDisplay(
                ["--calendar", "--day", "15", "--month", "3", "--year", "2024", "--date-format", "%Y-%m-%d"]
            ) { command, _ in
                try command.screen.waitForLabel("20")
                try ListTests.doubleClick(label: "20", of: command.screen)
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["2024-03-20"])
        }

        /// A timeout prints the date shown and exits 5, as zenity's calendar does.
        @Test func calendarTimeoutPrintsTheDateAndExitsFive() async throws {
            let ending = try await runOnDisplay(
                ["--calendar", "--day", "29", "--month", "2", "--year", "2024", "--date-format", "%d.%m.%Y", "--timeout", "3"]
            ) { _, _ in }
            #expect(ending.status == 5)
            #expect(ending.output == ["29.02.2024"])
        }

        /// The colour chooser starts at `--color`; OK prints it as zenity does, `rgb(r,g,b)`,
        /// or `rgba(…)` with an alpha below 1.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func colorSelectionPrintsTheColourAsZenityDoes(_ style: DialogStyle) async throws {
            let arguments = (style == .adwaita ? ["--adwaita"] : [])
                + ["--color-selection", "--color", "rgba(10,20,30,0.5)"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.title == "Select a color")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["rgba(10,20,30,0.5)"])
        }

        /// `--show-palette` shows the palette; Cancel exits 1, printing nothing.
        @Test func colorSelectionCancelPrintsNothing() async throws {
            let ending = try await runOnDisplay(["--color-selection", "--show-palette", "--color", "#123456"]) { command, _ in
                try command.screen.click("Cancel")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }
    }
}
