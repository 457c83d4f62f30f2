import Catalogue
import Testing

@testable import Measure

@Suite("ChartPalette")
struct ChartPaletteTests {
    @Test("every layer name has a colour no other layer name has, MVC's cells-only View included")
    func distinctLayerColours() {
        let names = LayerName.allCases.map(\.rawValue) + [LayerLabel.cellsOnlyView]

        let fills = names.map { ChartPalette.layer($0).fill }

        #expect(Set(fills).count == names.count)
    }
}
