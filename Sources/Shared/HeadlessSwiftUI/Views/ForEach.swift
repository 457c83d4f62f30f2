/// One view per element of a collection, like SwiftUI's ForEach. Each view's identity is its
/// element's id, so its state stays with the element when others are inserted, removed or moved.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, LazyRowContent {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// The key path given for the id, if one was: it may lead straight to a stored field.
    let id: KeyPath<Data.Element, ID>?
    /// Reads an element's id: through the key path, or for Identifiable elements by calling `id`
    /// (a key path to a protocol's property, made in generic code, is built anew each time).
    let identify: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
        identify = { $0[keyPath: id] }
    }

    public var body: Never { fatalError("ForEach has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    /// Its rows for a List, resolved one at a time as the table asks.
    func lazyRows(in context: ResolveContext) -> any RowSource {
        LazyRows(data: data, id: id, identify: identify, content: content, kept: KeptContext(context))
    }

    func resolve(in context: ResolveContext) -> [Element] {
        data.flatMap { element in
            context.resolve(content(element), at: .id(AnyHashable(identify(element))))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number of a constant range; each number is its view's identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
