/// An `.onChange(of:)` waiting for its value to differ from the one seen at the last update.
@MainActor
struct ChangeObserver {
    var path: ViewPath
    var value: any Equatable
    var action: @MainActor (_ old: any Equatable, _ new: any Equatable) -> Void
    var runsInitially: Bool
}
