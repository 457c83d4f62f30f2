import ChangeCost
import Foundation

exit(ExercisesCommandLine.run(Array(CommandLine.arguments.dropFirst())))
