/// Everything the contacts screen shows about the list, prepared by the presenter.
struct ContactListDisplay: Equatable {
    /// Every row, in the order shown.
    let rows: [ContactRowDisplay]
    let showsEmptyMessage: Bool
}
