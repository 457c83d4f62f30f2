@testable import TCA

/// A reducer for testing the runtime (a spy): it appends every action to its state and returns the
/// effect `effects` gives for it.
struct ReducerSpy: Reducer {
    let effects: @MainActor (String) -> Effect<String>

    init(effects: @escaping @MainActor (String) -> Effect<String> = { _ in .none }) {
        self.effects = effects
    }

    func reduce(into state: inout [String], action: String) -> Effect<String> {
        state.append(action)
        return effects(action)
    }
}
