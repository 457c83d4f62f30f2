import Catalogue
import MV
import MVC
import MVP
import MVVM
import MVVMC
import MVVMSwiftUI
import TCA
import TEA
import VIP
import VIPER

/// The composition root of every style of the catalogue (`StyleCatalogue`), in its order: the one
/// thing about a style the catalogue cannot hold, as it needs the style's module. A new style is one
/// more line; `CatalogueAgreementTests` fails while this list and the catalogue differ.
public enum StyleRegistry {
    public static let all: [Style] = [
        Style(.mvc, makeRootViewController: MVCApp.makeRootViewController),
        Style(.mvvm, makeRootViewController: MVVMApp.makeRootViewController),
        Style(.viper, makeRootViewController: VIPERApp.makeRootViewController),
        Style(.mvp, makeRootViewController: MVPApp.makeRootViewController),
        Style(.mvvmc, makeRootViewController: MVVMCApp.makeRootViewController),
        Style(.tea, makeRootViewController: TEAApp.makeRootViewController),
        Style(.vip, makeRootViewController: VIPApp.makeRootViewController),
        Style(.mv, makeRootViewController: MVApp.makeRootViewController),
        Style(.mvvmSwiftUI, makeRootViewController: MVVMSwiftUIApp.makeRootViewController),
        Style(.tca, makeRootViewController: TCAApp.makeRootViewController),
    ]

    public static func style(named name: String) -> Style? {
        all.first { $0.name == name }
    }
}
