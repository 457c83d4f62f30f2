@testable import TCA

/// A parent feature with a presented child, for testing scoping (a fake: a working feature kept
/// small): `show` presents the child with an empty log, `hide` dismisses it, and the child's actions
/// are appended to its log while it is shown.
struct PresentingReducerFake: Reducer {
    struct State: Equatable {
        var child: [String]? = nil
    }

    enum Action: Equatable {
        case show
        case hide
        case child(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .show: state.child = []
        case .hide: state.child = nil
        case .child(let action): state.child?.append(action)
        }
        return .none
    }
}
