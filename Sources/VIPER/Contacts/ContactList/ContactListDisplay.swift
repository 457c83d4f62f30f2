/// Everything the contacts screen shows about the list, prepared by the presenter.
struct ContactListDisplay: Equatable {
    let rows: [ContactRowDisplay]
    let showsEmptyMessage: Bool
}
