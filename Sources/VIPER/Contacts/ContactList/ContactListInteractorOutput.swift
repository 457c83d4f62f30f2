import Models

/// How the contacts interactor answers.
@MainActor
protocol ContactListInteractorOutput: AnyObject {
    func interactorDidLoad(_ book: ContactBook)
    /// The stored contacts could not be read; the book starts empty.
    func interactorDidFailToLoad(_ error: StoreError)
    /// The import finished; `result.book` is saved (or unchanged when nothing was added).
    func interactorDidImport(_ result: ImportResult)
    /// The directory answered, but the new contacts could not be saved; nothing was added.
    func interactorDidFailToSaveImport(_ error: StoreError)
    func interactorDidFailToImport(_ error: DirectoryError)
}
