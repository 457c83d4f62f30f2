@testable import MVVM

/// Records every value an output sends, in order, so a test checks the whole history of an output
/// (loading true, then false), not only where it ended. Observe with
/// `sut.outputs.isLoading.observe(isLoading.observer)`.
@MainActor
final class TestObserver<Value> {
    private(set) var values: [Value] = []

    var lastValue: Value? { values.last }

    /// What to hand an output's `observe(_:)`; it holds this recorder weakly.
    var observer: @MainActor (Value) -> Void {
        { [weak self] in self?.values.append($0) }
    }
}
