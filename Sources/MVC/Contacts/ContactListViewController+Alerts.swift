import HeadlessUI
import Models

extension ContactListViewController {
    func presentLoadFailure(_ error: StoreError) {
        let message =
            switch error {
            case .unreadable(let keptAs): "Your saved contacts could not be read and were kept in \(keptAs)."
            default: "Your saved contacts could not be read: \(error.reason)."
            }
        presentMessage(title: "Could not load contacts", message: message)
    }

    func presentImportFailure(_ error: DirectoryError) {
        let alert = AlertController(title: "Import failed", message: error.reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Retry", style: .default) { [weak self] _ in self?.startImport() })
        presentOnTop(alert)
    }
}
