/// Counts the evaluations of each view's body, by the name the view records under.
@MainActor
final class BodySpy {
    private(set) var evaluations: [String: Int] = [:]

    func record(_ name: String) {
        evaluations[name, default: 0] += 1
    }
}
