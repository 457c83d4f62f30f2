/// One contact row as the presenter prepares it.
struct ContactRowDisplay: Equatable {
    /// The contact the row shows.
    let id: Int
    let nameText: String
}
