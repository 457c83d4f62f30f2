/// One contact row as the presenter prepares it.
struct ContactRowDisplay: Equatable {
    let id: Int
    let nameText: String
}
