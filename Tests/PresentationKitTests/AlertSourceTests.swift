import Foundation
import Observation
import Testing
@testable import PresentationKit

/// The state logic of the seeds' alert forms, without a display.
@Suite("AlertSource") @MainActor
struct AlertSourceTests {

    @Observable @MainActor
    final class Model {
        var didFail = false
        var kind = "error"
        var error: SampleError?
    }

    struct SampleError: LocalizedError, Equatable {
        var errorDescription: String? { "Upload failed." }
        var failureReason: String? { "The server is full." }
    }

    @Test func bindingReadsAndWritesTheProperty() {
        let model = Model()
        let binding = Binding(model, \.didFail)
        binding.wrappedValue = true
        #expect(model.didFail)
        model.didFail = false
        #expect(binding.wrappedValue == false)
    }

    @Test func isPresentedShowsNothingWhileFalse() {
        let model = Model()
        let source = AlertSource.isPresented(Binding(model, \.didFail)) { AlertMessage(title: "Failed") }
        #expect(source.current() == nil)
    }

    @Test func isPresentedShowsTheAlertWhileTrueAndAnsweringSetsItFalse() {
        let model = Model()
        let source = AlertSource.isPresented(Binding(model, \.didFail)) { AlertMessage(title: "Failed") }
        model.didFail = true
        #expect(source.current()?.title == "Failed")
        source.answered()
        #expect(model.didFail == false)
        #expect(source.current() == nil)
    }

    @Test func isPresentedBuildsTheAlertWhenItShowsSoTheEnumPatternWorks() {
        let model = Model()
        let source = AlertSource.isPresented(Binding(model, \.didFail)) { AlertMessage(title: model.kind) }
        model.kind = "success"
        model.didFail = true
        #expect(source.current()?.title == "success")
    }

    @Test func observingTheSourceSeesTheFlagTurnTrue() {
        let model = Model()
        let source = AlertSource.isPresented(Binding(model, \.didFail)) { AlertMessage(title: "Failed") }
        let changes = Log<String>()
        withObservationTracking { _ = source.current() } onChange: { changes.append("changed") }
        model.didFail = true
        #expect(changes.count == 1)
    }

    @Test func errorSourceIsTitledByErrorDescriptionWithMessageAndActionsFromTheError() {
        let model = Model()
        let source = AlertSource.error(Binding(model, \.error)) { error in
            [AlertAction("Retry"), AlertAction("Cancel", role: .cancel)]
        } message: { error in
            error.failureReason
        }
        #expect(source.current() == nil)
        model.error = SampleError()
        let message = source.current()
        #expect(message?.title == "Upload failed.")
        #expect(message?.message == "The server is full.")
        #expect(message?.actions.map(\.label) == ["Retry", "Cancel"])
    }

    @Test func answeringAnErrorAlertResetsTheErrorToNil() {
        let model = Model()
        let source = AlertSource.error(Binding(model, \.error)) { _ in [] } message: { _ in nil }
        model.error = SampleError()
        source.answered()
        #expect(model.error == nil)
    }

    @Test func contextSourceShowsTheItemAndAnsweringDismissesToTheNext() {
        let context = PresentationContext<String>()
        let source = AlertSource.context(context) { AlertMessage(title: $0) }
        context.present("first")
        context.present("second")
        #expect(source.current()?.title == "first")
        source.answered()
        #expect(source.current()?.title == "second")
        source.answered()
        #expect(source.current() == nil)
    }
    // MARK: Presentations

    @Test func aContextItemIsANewPresentationEachTimeItChanges() {
        let context = PresentationContext<String>()
        let source = AlertSource.context(context) { AlertMessage(title: $0) }
        #expect(source.presentation() == nil)
        context.present("one")
        let one = source.presentation()
        context.item = "two"
        let two = source.presentation()
        #expect(one != nil && two != nil && one != two)
        context.dismiss()
        #expect(source.presentation() == nil)
    }

    @Test func aFlagIsOnePresentationWhateverItsAlertSays() {
        let model = Model()
        let source = AlertSource.isPresented(Binding(model, \.didFail)) { AlertMessage(title: model.kind) }
        model.didFail = true
        let shown = source.presentation()
        model.kind = "warning"
        #expect(shown != nil)
        #expect(source.presentation() == shown)
        #expect(source.current()?.title == "warning")
    }

    @Test func aSourceWithoutPresentationIsPresentWhileItHasAnAlert() {
        let model = Model()
        let source = AlertSource(current: { model.didFail ? AlertMessage(title: "Failed") : nil }, answered: {})
        #expect(source.presentation() == nil)
        model.didFail = true
        #expect(source.presentation() != nil)
    }
}
