import Catalogue
import Testing

@testable import Measure

@Suite("Layer table: role endings")
struct LayerTableEndingsTests {
    @Test("lists, layer by layer, the endings that place a file in MVVM, and none of a layer it lacks")
    func mvvmEndings() {
        let endings = LayerTable.standard.roleEndings(of: .mvvm)

        #expect(endings.map(\.layer) == [.view, .viewModel, .modelController, .composition])
        #expect(
            endings.map(\.endings) == [
                ["ViewController", "Color", "DisplayLogic", "HeaderView", "Cell", "View"],
                ["ViewModel", "Observable", "Property", "Signal", "DisplayColor", "Choice"],
                ["ModelController"],
                ["App"],
            ])
    }

    @Test("a name containing Interactor is listed for the styles that have that layer")
    func interactor() {
        let endings = LayerTable.standard.roleEndings(of: .viper)

        #expect(
            endings.first { $0.layer == .interactor }?.endings == [
                "BusinessLogic", "DataStore", "DataManager", "Interactor",
            ])
    }

    @Test("the relationship endings are those a file's role is read through")
    func relationshipEndings() {
        #expect(
            LayerTable.relationshipEndings == [
                "Protocols", "Protocol", "Contract", "Delegate", "DataSource", "Observers", "Observer", "Type",
            ])
    }
}
