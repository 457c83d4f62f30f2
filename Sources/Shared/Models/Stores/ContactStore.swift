/// Where the contacts live between launches.
public protocol ContactStore: AnyObject {
    /// The saved contacts; an empty book when nothing was saved yet.
    func load() throws(StoreError) -> ContactBook
    /// Replaces the saved contacts. On failure the previously saved book stays as it was.
    func save(_ book: ContactBook) throws(StoreError)
}
