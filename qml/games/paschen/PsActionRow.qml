pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A person's choices as buttons, at the foot of the screen between its
// own buttons: stake the amount picked, set the Banco (or lower a bank won
// with a Jungfernpasch), „Banco!“ when he may call it, keep or give up the
// bank, pass. Only moves the engine lists are offered.
Row {
    id: actions

    required property GameSession session
    property var legal: []
    property int amount: 1
    property int bank: 0
    property string phase

    spacing: Theme.spacing

    BigButton {
        objectName: "psStake"
        visible: actions.legal.some(move => move.startsWith("stake "))
        text: qsTr("Stake %1").arg(actions.amount)
        enabled: actions.legal.indexOf("stake " + actions.amount) >= 0
        onClicked: actions.session.playMove("stake " + actions.amount)
    }
    BigButton {
        objectName: "psBanco"
        visible: actions.legal.some(move => move.startsWith("banco "))
        text: actions.phase === "after_win" ? qsTr("Lower the bank to %1").arg(actions.amount) : qsTr("Banco: %1").arg(actions.amount)
        primary: actions.phase !== "after_win"
        enabled: actions.legal.indexOf("banco " + actions.amount) >= 0
        onClicked: actions.session.playMove("banco " + actions.amount)
    }
    BigButton {
        objectName: "psCallBanco"
        visible: actions.legal.indexOf("call-banco") >= 0
        text: qsTr("Banco! (all %1)").arg(actions.bank)
        onClicked: actions.session.playMove("call-banco")
    }
    BigButton {
        objectName: "psKeep"
        visible: actions.legal.indexOf("keep-bank") >= 0
        text: qsTr("Keep the bank")
        onClicked: actions.session.playMove("keep-bank")
    }
    BigButton {
        objectName: "psGive"
        visible: actions.legal.indexOf("give-bank") >= 0
        primary: false
        text: qsTr("Give up the bank")
        onClicked: actions.session.playMove("give-bank")
    }
    BigButton {
        objectName: "psPass"
        visible: actions.legal.indexOf("pass") >= 0
        primary: false
        text: qsTr("Pass")
        onClicked: actions.session.playMove("pass")
    }
}
