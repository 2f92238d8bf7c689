import E2ESupport
import Foundation
import Testing

extension OnTheDisplay {

    /// The presenters' semantics, each checked in process by `pk-scenarios` on a real GTK
    /// main loop and display: one host run for all of them, a few milliseconds each.
    @Suite("Presenter semantics, in process", .displaySuite)
    struct PresenterScenarioTests {

        /// Every scenario pk-scenarios has, named for the behaviour it pins.
        static let scenarios = [
            // An action runs after the reset, so it can present again.
            "retryHandlerPresentsTheFlagAlertAgain",
            "retryHandlerPresentsTheErrorAlertAgain",
            "retryHandlerPresentsTheContextItemAgain",
            "presentOnHandlerCanAskAgain",
            // Only a new presentation rebuilds the dialog.
            "unrelatedChangesUpdateTheDialogInPlace",
            "theFlagAlertsTitleAndMessageFollowTheModel",
            "theContextAlertFollowsTheModel",
            "theErrorAlertsMessageFollowsTheModel",
            "aToastFollowsTheModel",
            "aSheetsAndACoversTitleFollowTheModel",
            "changedActionsRebuildTheDialog",
            "settingTheItemDirectlyReplacesTheDialog",
            "dismissFromCodeClosesTheDialogAndRunsNothing",
            // Repeats merge into the alert on screen.
            "threeIdenticalErrorsShowOneDialogSayingThreeTimes",
            // Cancellation.
            "presentOnInACancelledTaskShowsNothing",
            "cancellingTheAskingTaskClosesItsDialog",
            // Typed answers.
            "presentOnAnswersWithTheActionForEachEnding",
            // Every form sits over its window, on X11 and Wayland alike.
            "everyFormIsModalAndTransientForItsWindow",
            // Typed signals.
            "typedSignalsReachTheirHandlersWithTheEmitter",
            "connectingAnUnknownOrMismatchedSignalConnectsNothing",
            // Lifetime.
            "detachedPresentersLeaveNoHandlersOnTheWindow",
            "aPresenterNobodyKeepsShowsItsToast",
            "detachEndsAWindowsPresenterEarly",
            "destroyingTheWindowWhileItsToastShowsIsQuiet",
            "theWindowsDestroySignalEndsItsPresenters",
            "aThousandWindowsWithFivePresentersEachFreeEverything",
            "destroyingTheWindowClosesTheDialogAndRunsNothing",
            "onDialogShownSeesTheDialogAlreadyShown",
            "aCensusReleasedBeforeItsObjectsIsSafe",
            // Details (issue 22): every path shows them, collapsed, with Copy.
            "aContextAlertShowsItsDetailsCollapsedWithCopy",
            "aFlagAlertAndPresentOnShowTheirDetails",
            "anErrorBindingAlertShowsTheErrorsDetailsUnlessTurnedOff",
            "anAlerterErrorShowsTheErrorsDetailsUnlessTurnedOff",
            "aRetriedErrorsDetailsAreTheThrownErrors",
            "aMegabyteOfDetailsAndRepairedUTF8ShowQuickly",
            "theCountdownDetailsAndCheckButtonStackUnderTheMessageInOrder",
            "expandedDetailsKeepTheDialogWithinTheWorkArea",
            // Don't ask again (issue 22).
            "aCheckedCancelIsRememberedAndPresentOnAnswersWithoutADialog",
            "aSuppressedContextAlertIsSkippedWithItsActionRun",
            "aRememberedRetryThatPresentsItsAlertAgainGetsADialog",
            "aDismissalOrAnUncheckedBoxIsNotRemembered",
            "resetForgetsOneKeyAndResetAllForgetsEvery",
            "aCorruptSuppressionFileCountsAsEmpty",
            // A style's own toasts (libadwaita's AdwToastOverlay), and the library's where a window has none.
            "aToastInTheStylesOverlayCountsRepeatsRunsItsActionOnceAndTimesOut",
            "aWindowWithoutTheStylesOverlayShowsTheLibrarysOwnToast",
        ]

        /// Each scenario, in both styles: GTK's dialogs and libadwaita's.
        @Test("each semantic holds", arguments: DialogStyle.allCases, scenarios)
        func scenario(_ style: DialogStyle, _ name: String) async throws {
            let run = try await ScenarioRun.of(style).result()
            let line = try #require(run.lines[name], "pk-scenarios did not run \(name)")
            #expect(line.hasPrefix("ok"), "\(name): \(line)")
        }

        @Test(arguments: DialogStyle.allCases)
        func everyScenarioOfTheHostIsATestHere(_ style: DialogStyle) async throws {
            let run = try await ScenarioRun.of(style).result()
            #expect(Set(run.lines.keys) == Set(Self.scenarios))
            #expect(run.count == Self.scenarios.count)
        }

        @Test func aRefusedConnectionIsLoggedNamingTheTypeAndTheSignal() async throws {
            let run = try await ScenarioRun.of(.gtk).result()
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains("PresentationKit-WARNING") }
            #expect(warnings.contains { $0.contains("GtkEntry has no signal “no-such-signal”") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("GtkEntry::changed") && $0.contains("a double") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("GtkEntry::activate") && $0.contains("returns a gboolean") }, "\(warnings)")
        }

        @Test func aCorruptSuppressionFileIsLoggedOnceNamingIt() async throws {
            let run = try await ScenarioRun.gtk.result()
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains("remembered answers are ignored") }
            #expect(warnings.count == 1, "\(warnings)")
            #expect(warnings.first?.contains("org.presentationkit.Scenarios/presentationkit.conf") == true, "\(warnings)")
        }

        @Test(arguments: DialogStyle.allCases)
        func theHostExitsCleanlyWithNoGtkComplaint(_ style: DialogStyle) async throws {
            let run = try await ScenarioRun.of(style).result()
            #expect(run.status == 0, "pk-scenarios exited \(run.status): \(run.stderr)")
            #expect(run.complaints.isEmpty, "GTK complained: \(run.complaints)")
        }
    }
}

/// The one run of pk-scenarios per style that every test above reads.
actor ScenarioRun {
    static let gtk = ScenarioRun(style: .gtk)
    static let adwaita = ScenarioRun(style: .adwaita)

    /// The run in `style`.
    static func of(_ style: DialogStyle) -> ScenarioRun {
        switch style {
        case .gtk: gtk
        case .adwaita: adwaita
        }
    }

    let style: DialogStyle
    init(style: DialogStyle) { self.style = style }

    struct Result: Sendable {
        /// What each scenario printed after its name: "ok MS" or "fail MS: WHAT".
        var lines: [String: String] = [:]
        var count = 0
        var status: Int32 = -1
        var stderr = ""
        var complaints: [String] = []
    }

    private var run: Task<Result, any Error>?

    func result() async throws -> Result {
        if run == nil { run = Task { [style] in try Self.runAll(style) } }
        return try await run!.value
    }

    private static func runAll(_ style: DialogStyle) throws -> Result {
        try requireDisplay()
        // “Don't ask again” answers go to a directory of this run's own, not the user's.
        let config = NSTemporaryDirectory() + "pk-scenarios-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        var environment = style.environment
        environment["XDG_CONFIG_HOME"] = config
        let host = try AppProcess(product("pk-scenarios"), environment: environment)
        var result = Result()
        while true {
            let line = try host.line(startingWith: "", within: 60)
            if line.hasPrefix("done ") {
                result.count = Int(line.dropFirst("done ".count)) ?? -1
                break
            }
            let parts = line.split(separator: " ", maxSplits: 2)
            if parts.count == 3, parts[0] == "scenario" { result.lines[String(parts[1])] = String(parts[2]) }
        }
        result.status = try host.waitForExit(within: 30)
        result.stderr = host.stderrText
        result.complaints = host.gtkComplaints
        return result
    }
}
