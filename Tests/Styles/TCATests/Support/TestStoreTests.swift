import CaseProfiles
import TestSupport
import Testing

@testable import TCA

/// The test store fails a test for each way TCA's does: a stated change that differs from the real
/// one, an unstated change, an unexpected or missing received action, a send before the fed-back
/// actions are received, and, at the end, actions not received or effects not answered.
@Suite("TestStore", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TestStoreTests {
    @Test("a stated change that is the real one, and every fed-back action received, passes")
    func passes() {
        let store = TestStore(
            initialState: [], reducer: ReducerSpy { $0 == "tap" ? .run { send in send("answer") } : .none })

        store.send("tap") { $0 = ["tap"] }
        store.receive("answer") { $0 = ["tap", "answer"] }
    }

    @Test("a stated change that differs from the real one fails")
    func wrongChange() {
        withKnownIssue {
            let store = TestStore(initialState: [], reducer: ReducerSpy())
            store.send("tap") { $0 = ["tapped"] }
        }
    }

    @Test("a change the test did not state fails")
    func unstatedChange() {
        withKnownIssue {
            let store = TestStore(initialState: [], reducer: ReducerSpy())
            store.send("tap")
        }
    }

    @Test("receiving another action than the one fed back fails")
    func unexpectedAction() {
        withKnownIssue {
            let store = TestStore(
                initialState: ["tap"], reducer: ReducerSpy { $0 == "tap" ? .send("answer") : .none })
            store.send("tap") { $0 = ["tap", "tap"] }
            store.receive("other") { $0 = ["tap", "tap", "answer"] }
        }
    }

    @Test("receiving when no effect fed back an action fails")
    func nothingToReceive() {
        withKnownIssue {
            let store = TestStore(initialState: [], reducer: ReducerSpy())
            store.receive("answer")
        }
    }

    @Test("sending before receiving the actions fed back fails")
    func sendBeforeReceive() {
        withKnownIssue {
            let store = TestStore(initialState: [], reducer: ReducerSpy { $0 == "tap" ? .send("answer") : .none })
            store.send("tap") { $0 = ["tap"] }
            store.send("next") { $0 = ["tap", "next"] }
            store.receive("answer") { $0 = ["tap", "next", "answer"] }
        }
    }

    @Test("ending the test with a fed-back action not received fails")
    func unreceivedAtEnd() {
        withKnownIssue {
            let store = TestStore(initialState: [], reducer: ReducerSpy { $0 == "tap" ? .send("answer") : .none })
            store.send("tap") { $0 = ["tap"] }
        }
    }

    @Test("ending the test while an effect has not answered fails")
    func unansweredAtEnd() {
        withKnownIssue {
            let store = TestStore(initialState: [], reducer: ReducerSpy { _ in .future { _ in } })
            store.send("tap") { $0 = ["tap"] }
        }
    }

    @Test("an effect that answered is finished: the test may end once its action is received")
    func answeredFuture() {
        var answer: Effect<String>.Send?
        let store = TestStore(
            initialState: [], reducer: ReducerSpy { $0 == "tap" ? .future { answer = $0 } : .none })

        store.send("tap") { $0 = ["tap"] }
        answer?("late")
        store.receive("late") { $0 = ["tap", "late"] }
    }
}
