import Observation
import Testing
@testable import PresentationKit

/// `confirmationDialog`'s mapping, without a display: which buttons, in which order, the
/// Cancel it adds, what Return and Escape choose, and when `presenting:` is read.
@Suite("confirmationDialog") @MainActor
struct ConfirmationDialogTests {

    @Observable @MainActor
    final class Model {
        var confirming = false
        var selected: String?
    }

    private func confirmation(
        _ model: Model, titleVisibility: Visibility = .automatic,
        @AlertActionsBuilder actions: @escaping @MainActor (String) -> AlertActions = { _ in
            AlertActions([AlertAction("Delete", role: .destructive)])
        }
    ) -> AlertSource {
        AlertSource.confirmation(
            { "Delete the file?" }, isPresented: Binding(model, \.confirming), titleVisibility: titleVisibility,
            presenting: { model.selected }, actions: actions, message: { file in "“\(file)” will be gone for good." })
    }

    private func shown(_ source: AlertSource) throws -> (message: AlertMessage, layout: DialogLayout) {
        let message = try #require(source.current())
        return (message, DialogLayout(message))
    }

    @Test func aCancelIsAddedFirstWhenNoActionCancelsAndEscapeRunsIt() throws {
        let model = Model()
        model.selected = "notes.txt"
        model.confirming = true
        let (_, layout) = try shown(confirmation(model))
        #expect(layout.buttons.map(\.label) == ["Cancel", "Delete"])
        #expect(layout.buttons.map(\.role) == [.cancel, .destructive])
        #expect(layout.action(for: .escaped)?.id == "cancel", "Escape and the window's close cancel")
    }

    @Test func aGivenCancelIsKeptAndNoneIsAdded() throws {
        let model = Model()
        model.selected = "notes.txt"
        model.confirming = true
        let source = confirmation(model) { _ in
            [AlertAction("Delete", role: .destructive), AlertAction("Keep", role: .cancel)]
        }
        let (_, layout) = try shown(source)
        #expect(layout.buttons.map(\.label) == ["Keep", "Delete"], "the cancel action stands first")
        #expect(layout.action(for: .escaped)?.label == "Keep")
    }

    @Test func aDestructiveActionIsNotTheDefaultUnlessMarked() throws {
        let model = Model()
        model.selected = "notes.txt"
        model.confirming = true
        #expect(try shown(confirmation(model)).layout.defaultIndex == nil, "Return does not delete")
        let marked = confirmation(model) { _ in [AlertAction("Delete", role: .destructive, isDefault: true)] }
        #expect(try shown(marked).layout.defaultIndex == 1)
    }

    @Test func theRightmostPlainActionIsTheDefaultAndActionsKeepTheirOrder() throws {
        let model = Model()
        model.selected = "notes.txt"
        model.confirming = true
        let source = confirmation(model) { _ in
            [AlertAction("Delete", role: .destructive), AlertAction("Move to Trash"), AlertAction("Archive")]
        }
        let (_, layout) = try shown(source)
        #expect(layout.buttons.map(\.label) == ["Cancel", "Delete", "Move to Trash", "Archive"])
        #expect(layout.defaultIndex == 3)
    }

    @Test func presentingIsReadWhenTheDialogShows() throws {
        let model = Model()
        model.selected = "first.txt"
        let source = confirmation(model) { file in [AlertAction("Delete \(file)", role: .destructive)] }
        model.selected = "second.txt"
        model.confirming = true
        let (message, layout) = try shown(source)
        #expect(message.message == "“second.txt” will be gone for good.")
        #expect(layout.buttons.map(\.label) == ["Cancel", "Delete second.txt"])
    }

    @Test func nothingShowsWithoutDataOrWhileNotPresented() {
        let model = Model()
        let source = confirmation(model)
        model.confirming = true
        #expect(source.current() == nil, "no data: nothing to confirm, as in SwiftUI")
        #expect(source.presentation() == nil)
        model.confirming = false
        model.selected = "notes.txt"
        #expect(source.current() == nil)
    }

    @Test func answeringSetsIsPresentedBackToFalse() throws {
        let model = Model()
        model.selected = "notes.txt"
        model.confirming = true
        let source = confirmation(model)
        source.answered()
        #expect(model.confirming == false)
        #expect(source.current() == nil)
    }

    @Test(arguments: [(Visibility.automatic, false), (.visible, false), (.hidden, true)])
    func onlyAHiddenTitleIsLeftUndrawnAndItStaysTheHeading(visibility: Visibility, hidden: Bool) throws {
        let model = Model()
        model.selected = "notes.txt"
        model.confirming = true
        let (message, layout) = try shown(confirmation(model, titleVisibility: visibility))
        #expect(message.hidesTitle == hidden)
        #expect(layout.heading == "Delete the file?", "the title still names the dialog for a screen reader")
    }

    @Test func anAlertShowsItsTitleAndAddsNoCancel() {
        let message = AlertMessage(title: "Saved") { AlertAction("OK") }
        #expect(message.titleVisibility == .automatic)
        #expect(DialogLayout(message).buttons.map(\.label) == ["OK"])
    }
}
