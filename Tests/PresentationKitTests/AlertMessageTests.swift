import PresentationKit
import Testing

@Suite("AlertAction")
@MainActor
struct AlertActionTests {

    @Test func initStoresLabelRoleAndDefaultFlag() {
        let action = AlertAction("Delete", role: .destructive, isDefault: true)
        #expect(action.label == "Delete")
        #expect(action.role == .destructive)
        #expect(action.isDefault)
    }

    @Test func plainActionHasNoRoleAndIsNotDefault() {
        let action = AlertAction("Retry")
        #expect(action.label == "Retry")
        #expect(action.role == nil)
        #expect(!action.isDefault)
    }

    @Test func cancelRoleIsKept() {
        #expect(AlertAction("Cancel", role: .cancel).role == .cancel)
    }

    @Test func performRunsTheHandlerEachTimeItIsCalled() {
        let log = Log<String>()
        let action = AlertAction("Save") { log.append("saved") }
        #expect(log.values.isEmpty)
        action.perform()
        #expect(log.values == ["saved"])
        action.perform()
        #expect(log.values == ["saved", "saved"])
    }

    @Test func performOfAnActionWithoutHandlerDoesNothingAndDoesNotAffectOthers() {
        let log = Log<String>()
        let silent = AlertAction("Nothing")
        let loud = AlertAction("Loud") { log.append("loud") }
        silent.perform()
        #expect(log.values.isEmpty)
        loud.perform()
        #expect(log.values == ["loud"])
    }

    @Test func copiesShareTheHandler() {
        let log = Log<Int>()
        let original = AlertAction("Count") { log.append(1) }
        let copy = original
        copy.perform()
        original.perform()
        #expect(log.values == [1, 1])
    }
}

@Suite("AlertMessage")
@MainActor
struct AlertMessageTests {

    @Test func arrayInitDefaultsToNoMessageAndNoActions() {
        let message = AlertMessage(title: "Done")
        #expect(message.title == "Done")
        #expect(message.message == nil)
        #expect(message.actions.isEmpty)
    }

    @Test func arrayInitKeepsActionsInDeclaredOrder() {
        let message = AlertMessage(
            title: "Delete 3 files?",
            message: "You can’t undo this.",
            actions: [
                AlertAction("Delete", role: .destructive),
                AlertAction("Cancel", role: .cancel),
                AlertAction("Archive"),
            ])
        #expect(message.title == "Delete 3 files?")
        #expect(message.message == "You can’t undo this.")
        #expect(message.actions.map(\.label) == ["Delete", "Cancel", "Archive"])
        #expect(message.actions.map(\.role) == [.destructive, .cancel, nil])
    }

    @Test func propertiesAreMutable() {
        var message = AlertMessage(title: "Old", message: "old text")
        message.title = "New"
        message.message = nil
        message.actions.append(AlertAction("OK"))
        #expect(message.title == "New")
        #expect(message.message == nil)
        #expect(message.actions.map(\.label) == ["OK"])
    }

    @Test func builderCollectsListedActionsInOrder() {
        let message = AlertMessage(title: "Sign out?", message: "You will need to sign in again.") {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Sign Out", isDefault: true)
        }
        #expect(message.title == "Sign out?")
        #expect(message.message == "You will need to sign in again.")
        #expect(message.actions.map(\.label) == ["Cancel", "Sign Out"])
        #expect(message.actions.map(\.role) == [.cancel, nil])
        #expect(message.actions.map(\.isDefault) == [false, true])
    }

    @Test func builderWithEmptyBodyGivesNoActions() {
        let message = AlertMessage(title: "Empty") {}
        #expect(message.actions.isEmpty)
        #expect(message.message == nil)
    }

    private func optionalMessage(includeExtra: Bool) -> AlertMessage {
        AlertMessage(title: "Optional") {
            AlertAction("Cancel", role: .cancel)
            if includeExtra {
                AlertAction("Extra")
            }
            AlertAction("OK")
        }
    }

    @Test func builderIfWithoutElseIncludesTheActionOnlyWhenTrue() {
        #expect(optionalMessage(includeExtra: true).actions.map(\.label) == ["Cancel", "Extra", "OK"])
        #expect(optionalMessage(includeExtra: false).actions.map(\.label) == ["Cancel", "OK"])
    }

    private func eitherMessage(destructive: Bool) -> AlertMessage {
        AlertMessage(title: "Either") {
            if destructive {
                AlertAction("Delete", role: .destructive)
                AlertAction("Delete All", role: .destructive)
            } else {
                AlertAction("Keep")
            }
        }
    }

    @Test func builderIfElseTakesTheMatchingBranch() {
        let first = eitherMessage(destructive: true)
        #expect(first.actions.map(\.label) == ["Delete", "Delete All"])
        #expect(first.actions.map(\.role) == [.destructive, .destructive])
        let second = eitherMessage(destructive: false)
        #expect(second.actions.map(\.label) == ["Keep"])
        #expect(second.actions.map(\.role) == [nil])
    }

    private enum Severity { case low, high, fatal }

    private func switchMessage(_ severity: Severity) -> AlertMessage {
        AlertMessage(title: "Switch") {
            switch severity {
            case .low: AlertAction("Ignore")
            case .high: AlertAction("Fix")
            case .fatal: AlertAction("Quit", role: .destructive)
            }
        }
    }

    @Test func builderSwitchTakesTheMatchingCase() {
        #expect(switchMessage(.low).actions.map(\.label) == ["Ignore"])
        #expect(switchMessage(.high).actions.map(\.label) == ["Fix"])
        #expect(switchMessage(.fatal).actions.map(\.label) == ["Quit"])
    }

    @Test func builderForLoopAddsOneActionPerIteration() {
        let names = ["Red", "Green", "Blue"]
        let message = AlertMessage(title: "Pick a colour") {
            AlertAction("Cancel", role: .cancel)
            for name in names {
                AlertAction(name)
            }
        }
        #expect(message.actions.map(\.label) == ["Cancel", "Red", "Green", "Blue"])
    }

    @Test func builderForLoopOverNothingAddsNothing() {
        let names: [String] = []
        let message = AlertMessage(title: "Nothing to pick") {
            for name in names {
                AlertAction(name)
            }
            AlertAction("Close")
        }
        #expect(message.actions.map(\.label) == ["Close"])
    }

    @Test func builderAcceptsAnArrayOfActions() {
        let extra = [AlertAction("One"), AlertAction("Two")]
        let message = AlertMessage(title: "Array") {
            extra
            AlertAction("Three")
        }
        #expect(message.actions.map(\.label) == ["One", "Two", "Three"])
    }

    @Test func builderActionsKeepTheirHandlers() {
        let log = Log<String>()
        let message = AlertMessage(title: "Handlers") {
            AlertAction("A") { log.append("A") }
            for name in ["B", "C"] {
                AlertAction(name) { log.append(name) }
            }
        }
        for action in message.actions.reversed() { action.perform() }
        #expect(log.values == ["C", "B", "A"])
    }

    @Test func builderAndArrayFormsAgree() {
        let built = AlertMessage(title: "T", message: "M") {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Go", isDefault: true)
        }
        let listed = AlertMessage(
            title: "T", message: "M",
            actions: [AlertAction("Cancel", role: .cancel), AlertAction("Go", isDefault: true)])
        #expect(built.title == listed.title)
        #expect(built.message == listed.message)
        #expect(built.actions.map(\.label) == listed.actions.map(\.label))
        #expect(built.actions.map(\.role) == listed.actions.map(\.role))
        #expect(built.actions.map(\.isDefault) == listed.actions.map(\.isDefault))
    }
}
