/// One contact row as the presenter prepares it.
struct ContactRowDisplay: Equatable {
    let name: String
    let imageName: String
}
