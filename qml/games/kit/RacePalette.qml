import QtQml
import "race_colours.js" as RaceColours

// The dice races' piece colours (race_colours.js), as an object a board
// holds, so boards in other folders reach them by id and qmllint can check
// the use (a script imported from another folder is opaque to it).
QtObject {
    readonly property var fills: RaceColours.fills
    readonly property var inks: RaceColours.inks
    readonly property var edges: RaceColours.edges
}
