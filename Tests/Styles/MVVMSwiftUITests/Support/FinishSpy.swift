/// Records how often a view model told whoever presents its screen that the screen's work is over.
@MainActor
final class FinishSpy {
    private(set) var count = 0

    func finished() {
        count += 1
    }
}
