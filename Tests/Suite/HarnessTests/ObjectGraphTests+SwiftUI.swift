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

    @Test("a SwiftUI screen is walked into its views' state, not into the paths that name its views")
    func viewPathsAreSkipped() {
        let host = HostingController(rootView: ScreenWithState())
        _ = host.view
        trackForMemoryLeaks(host)

        let names = ObjectGraph().objects(reachableFrom: host).map { String(describing: type(of: $0)) }

        #expect(names.contains("Leaf"))
        #expect(!names.contains("Step"))
    }
}
