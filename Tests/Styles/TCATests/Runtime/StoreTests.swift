import CaseProfiles
import TestSupport
import Testing

@testable import TCA

/// The store: the reducer runs on each action, effects run within the action that caused them, in
/// order, a later answer is handled when it comes (and dropped once the store is gone), and a scoped
/// store shows and sends through its parent.
@Suite("Store", .checkingForLeaks, .profilingEachCase)
@MainActor
struct StoreTests {
    @Test("send runs the reducer, and what a synchronous effect sends is handled before send returns")
    func synchronousEffect() {
        let store = Store(
            initialState: [],
            reducer: ReducerSpy { $0 == "tap" ? .run { send in send("answer") } : .none })
        trackForMemoryLeaks(store)

        store.send("tap")

        #expect(store.state == ["tap", "answer"])
    }

    @Test("actions sent while one is handled wait their turn: each is handled whole before the next")
    func queue() {
        let store = Store(
            initialState: [],
            reducer: ReducerSpy { action in
                switch action {
                case "tap":
                    .run { send in
                        send("first")
                        send("second")
                    }
                case "first": .send("after first")
                default: .none
                }
            })
        trackForMemoryLeaks(store)

        store.send("tap")

        #expect(store.state == ["tap", "first", "second", "after first"])
    }

    @Test("a future's answer is handled when it comes")
    func futureAnswers() {
        var answer: Effect<String>.Send?
        let store = Store(
            initialState: [],
            reducer: ReducerSpy { $0 == "tap" ? .future { answer = $0 } : .none })
        trackForMemoryLeaks(store)

        store.send("tap")
        let before = store.state
        answer?("late")

        #expect(before == ["tap"])
        #expect(store.state == ["tap", "late"])
    }

    @Test("a future's answer after the store is gone is dropped, and the store is not kept for it")
    func lateAnswerDropped() {
        var answer: Effect<String>.Send?
        var store: Store<[String], String>? = Store(
            initialState: [], reducer: ReducerSpy { _ in .future { answer = $0 } })
        weak let weakStore = store
        store?.send("tap")

        store = nil
        answer?("late")

        #expect(weakStore == nil)
    }

    // MARK: Scoping

    /// A parent store with its child presented, and the child's store; both are checked for leaks.
    private func presentedChild() throws -> (
        parent: Store<PresentingReducerFake.State, PresentingReducerFake.Action>, child: Store<[String], String>
    ) {
        let store = Store(initialState: PresentingReducerFake.State(), reducer: PresentingReducerFake())
        trackForMemoryLeaks(store)
        store.send(.show)
        let child = try #require(store.scope(state: \.child, action: PresentingReducerFake.Action.child))
        trackForMemoryLeaks(child)
        return (store, child)
    }

    @Test("there is no child store while the child is not presented")
    func noChild() {
        let store = Store(initialState: PresentingReducerFake.State(), reducer: PresentingReducerFake())
        trackForMemoryLeaks(store)

        #expect(store.scope(state: \.child, action: PresentingReducerFake.Action.child) == nil)
    }

    @Test("a child store shows the child's part, sends through the parent, and follows the parent's changes")
    func child() throws {
        let (store, child) = try presentedChild()

        child.send("typed")
        store.send(.child("from parent"))

        #expect(store.state.child == ["typed", "from parent"])
        #expect(child.state == ["typed", "from parent"])
    }

    @Test("a child store keeps its last state once the parent dismisses the child, for a view on its way out")
    func childAfterDismissal() throws {
        let (store, child) = try presentedChild()
        child.send("typed")

        store.send(.hide)
        store.send(.show)

        #expect(child.state == ["typed"])
        #expect(store.state.child == [])
    }

    @Test("a store scoped from a child store follows the child's changes too")
    func grandchild() throws {
        let (store, child) = try presentedChild()
        child.send("first")
        let scoped: Store<String, String>? = child.scope(state: \.last, action: { $0 })
        let grandchild = try #require(scoped)
        trackForMemoryLeaks(grandchild)

        grandchild.send("second")

        #expect(store.state.child == ["first", "second"])
        #expect(grandchild.state == "second")
    }
}
