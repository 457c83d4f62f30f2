/// One row of the Contacts list, as the view function describes it: what its cell copies.
struct ContactRowView: Equatable {
    let id: Int
    let nameText: String
}
