import HeadlessUI
import Models

extension ContactListViewController {
    func presentImportFailure(_ error: DirectoryError) {
        let alert = AlertController(title: "Import failed", message: error.reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Retry", style: .default) { [weak self] _ in self?.startImport() })
        presentOnTop(alert)
    }
}
