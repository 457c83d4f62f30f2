import Foundation
import Harness
import Mutation

// The engine lives in Mutation (where it is tested) and never needs the styles; this file supplies
// what only the Harness knows: the scenario ids the runs select and the registered styles.
let catalogue = MutationEngine.Catalogue(
    scenarioIDs: Scenario.all.map(\.id) + ["X02"], styles: StyleRegistry.all.map(\.name))
exit(await MutateCommandLine.run(Array(CommandLine.arguments.dropFirst()), catalogue: catalogue))
