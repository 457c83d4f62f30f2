import CaseProfiles
import TestSupport
import Testing

@testable import TEA

/// The runtime on a feature small enough to read at a glance, a counter that saves, so that the
/// tests are about the driver alone: when it updates, renders and performs, in which order, and
/// what it keeps alive.
@Suite("Driver", .checkingForLeaks, .profilingEachCase)
@MainActor
struct DriverTests {
    @Test("subscribing renders the current state at once, and nothing else happens")
    func subscribeRendersAtOnce() {
        let (sut, log) = makeSUT(count: 3)

        sut.subscribe { log.record("render \($0)") }

        #expect(log.entries == ["render 3"])
    }

    @Test("a message runs update, then the render of the new state, then its effects in order")
    func messageOrder() {
        let (sut, log) = makeSUT()
        sut.subscribe { log.record("render \($0)") }

        sut.send(.plusTapped)
        sut.send(.saveTapped)

        #expect(
            log.entries == [
                "render 0", "update plusTapped", "render 1", "update saveTapped", "render 1", "perform save(1)",
                "perform announce(1)",
            ])
        #expect(sut.state == 1)
    }

    @Test("an answer sent while a message is handled waits until that message's effects are all performed")
    func answersWaitTheirTurn() {
        let (sut, log) = makeSUT(answeringAtOnce: true)
        sut.subscribe { log.record("render \($0)") }

        sut.send(.saveTapped)

        #expect(
            log.entries == [
                "render 0", "update saveTapped", "render 0", "perform save(0)", "perform announce(0)",
                "update saved(0)",
                "render -1",
            ])
        #expect(sut.state == -1)
    }

    @Test("an answer that arrives after the driver is gone is dropped, and waiting for it kept nothing alive")
    func lateAnswerDropped() throws {
        let log = RuntimeLog()
        var sut: Driver<Int, CounterMessage, CounterEffect>? = makeSUT(log: log).sut
        sut?.send(.saveTapped)
        let answer = try #require(log.pendingAnswer)

        sut = nil
        answer(.saved(0))

        #expect(log.entries == ["update saveTapped", "perform save(0)", "perform announce(0)"])
    }

    // MARK: Helpers

    private func makeSUT(
        count: Int = 0, answeringAtOnce: Bool = false, log: RuntimeLog = RuntimeLog(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: Driver<Int, CounterMessage, CounterEffect>, log: RuntimeLog) {
        let sut = Driver<Int, CounterMessage, CounterEffect>(
            state: count,
            update: { count, message in
                log.record("update \(message)")
                return counterUpdate(&count, message)
            },
            perform: { effect, send in
                log.record("perform \(effect)")
                guard case .save(let count) = effect else { return }
                if answeringAtOnce { send(.saved(count)) } else { log.pendingAnswer = send }
            })
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, log)
    }
}

private enum CounterMessage: Equatable {
    case plusTapped
    case saveTapped
    case saved(Int)
}

private enum CounterEffect: Equatable {
    case save(Int)
    case announce(Int)
}

/// Counts up on "+"; saving asks for two effects, and the saved answer counts down, so that each
/// step leaves its own mark in the state.
private func counterUpdate(_ count: inout Int, _ message: CounterMessage) -> [CounterEffect] {
    switch message {
    case .plusTapped:
        count += 1
        return []
    case .saveTapped:
        return [.save(count), .announce(count)]
    case .saved:
        count -= 1
        return []
    }
}

/// What the driver did, in order, and the last answer an effect kept for later (as a directory does).
@MainActor
private final class RuntimeLog {
    private(set) var entries: [String] = []
    var pendingAnswer: (@MainActor (CounterMessage) -> Void)?

    func record(_ entry: String) {
        entries.append(entry)
    }
}
