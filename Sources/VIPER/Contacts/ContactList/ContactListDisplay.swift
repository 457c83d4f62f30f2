/// Everything the contacts screen shows about the list, prepared by the presenter. The rows
/// themselves are prepared one by one, as the table asks for them (`ContactListPresenting.row(at:)`).
struct ContactListDisplay: Equatable {
    let rowCount: Int
    let showsEmptyMessage: Bool
}
