import CaseProfiles
import TestSupport
import Testing

@testable import TCA

/// `Effect.map`: a child's effect run in its parent's store, each form's actions wrapped.
@Suite("Effect", .checkingForLeaks, .profilingEachCase)
@MainActor
struct EffectTests {
    @Test("a mapped send, run and future each deliver their actions wrapped; a mapped none delivers nothing")
    func map() {
        var answer: Effect<String>.Send?
        let effects: [Effect<String>] = [
            .send("sent"), .run { send in send("ran") }, .future { answer = $0 }, .none,
        ]
        var delivered: [String] = []

        for effect in effects {
            switch effect.map({ "parent(\($0))" }).operation {
            case .none: delivered.append("none")
            case .send(let action): delivered.append(action)
            case .run(let work): work { delivered.append($0) }
            case .future(let request): request { delivered.append($0) }
            }
        }
        answer?("answered")

        #expect(delivered == ["parent(sent)", "parent(ran)", "none", "parent(answered)"])
    }
}
