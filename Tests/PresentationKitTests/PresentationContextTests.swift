import Observation
import PresentationKit
import Testing

@Suite("PresentationContext")
@MainActor
struct PresentationContextTests {

    @Test func newContextIsEmpty() {
        let context = PresentationContext<String>()
        #expect(context.item == nil)
        #expect(context.queue.isEmpty)
    }

    @Test func presentShowsNowWhenNothingIsShown() {
        let context = PresentationContext<String>()
        context.present("first")
        #expect(context.item == "first")
        #expect(context.queue.isEmpty)
    }

    @Test func presentQueuesBehindTheShownItemOldestFirst() {
        let context = PresentationContext<String>()
        context.present("first")
        context.present("second")
        context.present("third")
        #expect(context.item == "first")
        #expect(context.queue == ["second", "third"])
    }

    @Test func dismissShowsTheOldestQueuedItemNext() {
        let context = PresentationContext<String>()
        for name in ["a", "b", "c"] { context.present(name) }

        context.dismiss()
        #expect(context.item == "b")
        #expect(context.queue == ["c"])
        context.dismiss()
        #expect(context.item == "c")
        #expect(context.queue.isEmpty)
        context.dismiss()
        #expect(context.item == nil)
        #expect(context.queue.isEmpty)
    }

    @Test func dismissWithNothingShownIsHarmless() {
        let context = PresentationContext<String>()
        context.dismiss()
        #expect(context.item == nil)
        context.present("later")
        #expect(context.item == "later")
    }

    @Test func presentAfterEverythingWasDismissedShowsNow() {
        let context = PresentationContext<String>()
        context.present("a")
        context.dismiss()
        context.present("b")
        #expect(context.item == "b")
        #expect(context.queue.isEmpty)
    }

    @Test func settingItemDirectlyReplacesTheShownItemAndKeepsTheQueue() {
        let context = PresentationContext<String>()
        context.present("a")
        context.present("b")
        context.item = "replacement"
        #expect(context.item == "replacement")
        #expect(context.queue == ["b"])
    }

    @Test func settingItemWhenNothingIsShownShowsIt() {
        let context = PresentationContext<String>()
        context.item = "direct"
        #expect(context.item == "direct")
        #expect(context.queue.isEmpty)
        context.present("queued")
        #expect(context.queue == ["queued"])
    }

    @Test func settingItemToNilAdvancesTheQueue() {
        let context = PresentationContext<String>()
        for name in ["a", "b", "c"] { context.present(name) }
        context.item = nil
        #expect(context.item == "b")
        #expect(context.queue == ["c"])
        context.item = nil
        context.item = nil
        #expect(context.item == nil)
        #expect(context.queue.isEmpty)
    }

    @Test func everyPresentedItemIsShownExactlyOnceInOrder() {
        let context = PresentationContext<Int>()
        for number in 0..<50 { context.present(number) }
        var shown: [Int] = []
        while let item = context.item {
            shown.append(item)
            context.dismiss()
        }
        #expect(shown == Array(0..<50))
    }

    // MARK: Observation

    /// Observe `item` and `queue` once; the log gets one entry per change noticed.
    private func observeItemAndQueue(of context: PresentationContext<String>, into log: Log<String>) {
        withObservationTracking {
            _ = context.item
            _ = context.queue
        } onChange: {
            log.append("change")
        }
    }

    @Test func observersAreNotifiedOfEveryChangeOfItemAndQueue() {
        let context = PresentationContext<String>()
        let log = Log<String>()

        // Each step changes item, queue, or both; re-register after each change,
        // as withObservationTracking fires once per registration.
        let steps: [(String, () -> Void)] = [
            ("present shows", { context.present("a") }),
            ("present queues", { context.present("b") }),
            ("present queues again", { context.present("c") }),
            ("direct replacement", { context.item = "z" }),
            ("dismiss advances", { context.dismiss() }),
            ("nil advances", { context.item = nil }),
            ("dismiss empties", { context.dismiss() }),
            ("present after empty", { context.present("d") }),
        ]
        for (index, (name, step)) in steps.enumerated() {
            observeItemAndQueue(of: context, into: log)
            step()
            #expect(log.count == index + 1, "no change notification for step “\(name)”")
        }
    }

    @Test func itemObserversAreNotifiedWhenTheShownItemChanges() {
        let context = PresentationContext<String>()
        let log = Log<String>()
        func observeItem() {
            withObservationTracking {
                _ = context.item
            } onChange: {
                log.append("item")
            }
        }

        observeItem()
        context.present("a")
        #expect(log.count == 1)

        observeItem()
        context.item = "b"
        #expect(log.count == 2)

        observeItem()
        context.dismiss()
        #expect(log.count == 3)
        #expect(context.item == nil)
    }

    @Test func queueObserversAreNotifiedWhenAnItemIsQueuedOrDequeued() {
        let context = PresentationContext<String>()
        context.present("shown")
        let log = Log<String>()
        func observeQueue() {
            withObservationTracking {
                _ = context.queue
            } onChange: {
                log.append("queue")
            }
        }

        observeQueue()
        context.present("waiting")
        #expect(log.count == 1)

        observeQueue()
        context.dismiss()
        #expect(log.count == 2)
        #expect(context.item == "waiting")
    }

    @Test func queueingDoesNotNotifyObserversOfTheShownItem() {
        let context = PresentationContext<String>()
        context.present("shown")
        let log = Log<String>()
        withObservationTracking {
            _ = context.item
        } onChange: {
            log.append("item")
        }
        context.present("waiting")
        #expect(log.count == 0)
        context.dismiss()
        #expect(log.count == 1)
    }
}
