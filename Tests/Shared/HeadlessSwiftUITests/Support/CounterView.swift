import HeadlessSwiftUI

/// A view with state of its own: a count, shown and raised under identifiers ending in its name.
struct CounterView: View {
    var name = "counter"
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)").accessibilityIdentifier("count-\(name)")
            Button("Add") { count += 1 }.accessibilityIdentifier("add-\(name)")
        }
    }
}
