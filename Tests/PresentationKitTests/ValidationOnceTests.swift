import Observation
import PresentationKit
@testable import PresentationKitCore
import Testing

@MainActor @Observable
private final class TypingModel {
    var name = ""
    var taken: Set<String> = []
}

/// A shown alert as a presenter keeps it, in miniature: its message built observed, and
/// each change of what the build read gives the live inputs the new message's closures on
/// the main actor, as `AlertPresenter` (through `PresenterLifecycle`) gives its session.
@MainActor
private final class ObservedAlert {
    private let build: @MainActor () -> AlertMessage
    /// How many times the message was built again after the first.
    private(set) var refreshes = 0
    private(set) var inputs: AlertInputs!

    init(_ build: @escaping @MainActor () -> AlertMessage) {
        self.build = build
        inputs = AlertInputs(DialogLayout(observedMessage()))
    }

    private func observedMessage() -> AlertMessage {
        withObservationTracking { build() } onChange: { [weak self] in
            Task { @MainActor in self?.refresh() }
        }
    }

    /// What the presenter does when the model changed: the same dialog, the new closures.
    func refresh() {
        refreshes += 1
        inputs.update(DialogLayout(observedMessage()))
    }
}

/// The demo's Rename shape: a message counting the characters, a live validation, and
/// Rename disabled while the name is empty, so each key changes what the message reads.
@MainActor
private final class ShownRenameAlert {
    let model = TypingModel()
    /// How many times the field's `.validation` ran.
    private(set) var validations = 0
    /// The word a rebuilt message's validation refuses: captured by value, as a
    /// `presenting:` item is.
    var refusedWord = "con"
    private var shown: ObservedAlert!
    var inputs: AlertInputs { shown.inputs }
    var refreshes: Int { shown.refreshes }

    init() {
        shown = ObservedAlert { [unowned self] in message() }
    }

    func refresh() { shown.refresh() }

    private func message() -> AlertMessage {
        let model = model
        let refused = refusedWord
        return AlertMessage(title: "Rename", message: "\(model.name.count) characters") {
            AlertTextField("Name", text: Binding(model, \.name), id: "name")
                .validation { [unowned self] text in
                    validations += 1
                    return text == refused || model.taken.contains(text) ? "That name is taken." : nil
                }
            AlertAction("Cancel", role: .cancel)
            AlertAction("Rename", isDefault: true).disabled(model.name.isEmpty)
        }
    }
}

@MainActor @Observable
private final class ChecklistModel {
    var kept = [true, true, true]
}

/// "Close 3 documents" in miniature: bound items and a label counting them, which each
/// toggle changes through the binding.
@MainActor
private final class ShownChecklistAlert {
    let model = ChecklistModel()
    /// How many times the counting label was read.
    private(set) var labelReads = 0
    private var shown: ObservedAlert!
    var inputs: AlertInputs { shown.inputs }
    var refreshes: Int { shown.refreshes }

    init() {
        shown = ObservedAlert { [unowned self] in message() }
    }

    private func message() -> AlertMessage {
        let model = model
        return AlertMessage(title: "Close \(model.kept.count) documents?") {
            for index in model.kept.indices {
                AlertItem("Document \(index)", id: "\(index)", isChecked: Binding(
                    get: { model.kept[index] }, set: { model.kept[index] = $0 }))
            }
            AlertAction("Cancel", role: .cancel)
            AlertAction("Discard All", role: .destructive).countingLabel { [unowned self] checked in
                labelReads += 1
                return "Discard \(checked)"
            }
        }
    }
}

/// Issue 40: a field's `.validation` runs once a keystroke, though each key also changes the
/// model the presenter's message reads, and a presenter's new closures are still judged.
@Suite(.timeLimit(.minutes(1))) @MainActor
struct ValidationOnceTests {

    @Test func eachKeystrokeRunsTheValidationOnce() async throws {
        let alert = ShownRenameAlert()
        #expect(alert.validations == 1, "the first show ran the validation \(alert.validations) times")
        let keys = 20
        var typed = ""
        for index in 0..<keys {
            typed.append(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26))))
            alert.inputs.changed(field: 0, to: typed)
            // The main loop's turn ends: the presenter's refresh, then whatever it queued.
            try await waitUntil { alert.refreshes == index + 1 }
            await Task.yield()
        }
        #expect(alert.model.name == typed)
        #expect(alert.validations == keys + 1, "\(alert.validations) validations for \(keys) keys")
        #expect(alert.inputs.state.reasons == [nil])
        #expect(alert.inputs.state.isEnabled(1))
    }

    @Test func eachToggleReadsTheCountingLabelOnce() async throws {
        let alert = ShownChecklistAlert()
        let atShow = alert.labelReads
        let toggles = 10
        for index in 0..<toggles {
            alert.inputs.toggled(item: index % 3, to: !alert.model.kept[index % 3])
            try await waitUntil { alert.refreshes == index + 1 }
            await Task.yield()
        }
        #expect(alert.labelReads - atShow == toggles, "\(alert.labelReads - atShow) label reads for \(toggles) toggles")
        let checked = alert.model.kept.filter { $0 }.count
        #expect(alert.inputs.state.labels.compactMap { $0 }.last == "Discard \(checked)")
    }

    @Test func aReturnRightAfterAKeySeesItsVerdict() {
        let alert = ShownRenameAlert()
        alert.model.taken = ["ada"]
        alert.inputs.changed(field: 0, to: "ada")
        // No turn has ended: the state read evaluates.
        #expect(alert.inputs.state.reasons == ["That name is taken."])
        #expect(!alert.inputs.state.isEnabled(1))
    }

    @Test func aRebuiltMessagesNewClosureJudgesTheSameTextAgain() async throws {
        let alert = ShownRenameAlert()
        alert.inputs.changed(field: 0, to: "pro")
        try await waitUntil { alert.refreshes == 1 }
        #expect(alert.inputs.state.reasons == [nil])
        // Only the captured value changes, not the text nor anything observed.
        alert.refusedWord = "pro"
        alert.refresh()
        #expect(alert.inputs.state.reasons == ["That name is taken."])
    }
}
