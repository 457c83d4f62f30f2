@testable import MVVMC

/// Every value an output showed, in order, starting with the one it had when recording began,
/// so a test can check a whole sequence (loading true, then false) rather than the last value.
@MainActor
final class History<Value> {
    private(set) var values: [Value] = []

    init(_ output: Observable<Value>) {
        output.bind { [weak self] in self?.values.append($0) }
    }
}
