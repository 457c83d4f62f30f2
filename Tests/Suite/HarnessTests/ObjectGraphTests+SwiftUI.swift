import HeadlessSwiftUI
import TestSupport
import Testing

@testable import TestAids

extension ObjectGraphTests {
    struct ScreenWithState: View {
        @State var kept = Leaf()

        var body: some View {
            VStack {
                Text("first")
                Text("second")
            }
        }
    }

    final class Token: Hashable {
        static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// Makes objects in its body: only the body it made last holds them.
    struct ScreenMakingObjects: View {
        var body: some View {
            ForEach([Token()], id: \.self) { _ in Text("row") }
        }
    }

    @Test("a SwiftUI screen is walked into its views' state, not into the paths that name its views")
    func viewPathsAreSkipped() {
        let names = typeNamesReachable(fromHostOf: ScreenWithState())

        #expect(names.contains("Leaf"))
        #expect(!names.contains("Step"))
    }

    @Test("the views a node's body made last are not walked: what is only held there is not reported")
    func lastBodiesAreSkipped() {
        let names = typeNamesReachable(fromHostOf: ScreenMakingObjects())

        #expect(names.contains("ViewNode"))
        #expect(!names.contains("Token"))
    }

    /// The type names of every object a walk finds from a loaded host of `rootView`; the host is
    /// checked for leaks.
    private func typeNamesReachable<Content: View>(
        fromHostOf rootView: Content, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        let host = HostingController(rootView: rootView)
        _ = host.view
        trackForMemoryLeaks(host, sourceLocation: sourceLocation)
        return ObjectGraph().objects(reachableFrom: host).map { String(describing: type(of: $0)) }
    }
}
