/// The rows of a List: how many there are, each row's element on demand, and what changed since
/// the rows before.
@MainActor
protocol RowSource {
    var count: Int { get }
    func row(at index: Int) -> Element
    /// What the table must be told to go from `old` to these rows.
    func changes(since old: any RowSource) -> RowChanges
}
