import QtQml
import "race_board.js" as RaceBoard

// The race boards' drawing data (race_board.js says what each function
// reads from the engine's description), as an object a board holds, so the
// boards in other folders reach the functions by id and qmllint can check
// the calls (a script imported from another folder is opaque to it).
QtObject {
    function points(state: var): var { return RaceBoard.points(state) }
    function tints(state: var, lightColours: var, glowing: var, glow: var): var {
        return RaceBoard.tints(state, lightColours, glowing, glow)
    }
    function pieces(state: var, colours: var, seatNames: var): var {
        return RaceBoard.pieces(state, colours, seatNames)
    }
    function touchOf(state: var, cell: var): var { return RaceBoard.touchOf(state, cell) }
    function cellsOf(state: var, touchList: var, occupied: var): var {
        return RaceBoard.cellsOf(state, touchList, occupied)
    }
}
