/// List content that can give its rows one at a time.
@MainActor
protocol LazyRowContent {
    func lazyRows(in context: ResolveContext) -> any RowSource
}
