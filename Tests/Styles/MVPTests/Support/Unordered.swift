/// The same elements, each as many times, in any order: what a view was told, when the behaviour
/// fixes no order between the instructions.
struct Unordered<Element: Equatable>: Equatable, ExpressibleByArrayLiteral, CustomStringConvertible {
    let elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }

    init(arrayLiteral elements: Element...) {
        self.elements = elements
    }

    var description: String {
        "unordered \(elements)"
    }

    static func == (lhs: Unordered, rhs: Unordered) -> Bool {
        guard lhs.elements.count == rhs.elements.count else { return false }
        var unmatched = rhs.elements
        for element in lhs.elements {
            guard let index = unmatched.firstIndex(of: element) else { return false }
            unmatched.remove(at: index)
        }
        return true
    }
}

extension Array where Element: Equatable {
    /// These elements, compared without their order.
    var unordered: Unordered<Element> {
        Unordered(self)
    }
}
