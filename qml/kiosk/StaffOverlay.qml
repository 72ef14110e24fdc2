pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// For staff only (the hidden gesture: hold the title "Zeitvertreib" in the
// bar for five seconds): the PIN pad, then the staff menu with the kiosk's
// status. Staff read German; the English stands beside it for maintainers.
Rectangle {
    id: staff

    property string pin: ""
    property string message: ""
    property var status: ({})

    color: "#e0000000"

    function press(key: string) {
        if (key === "del") {
            staff.pin = staff.pin.slice(0, -1)
        } else if (key === "ok") {
            const right = Visit.enterPin(staff.pin)
            staff.pin = ""
            staff.message = right ? "" : "Falsche PIN · Wrong PIN"
            if (right)
                staff.status = Visit.status()
        } else if (staff.pin.length < 12) {
            staff.pin = staff.pin + key
        }
    }
    function uptimeText(seconds: int): string {
        const h = Math.floor(seconds / 3600), m = Math.floor(seconds % 3600 / 60)
        return h + " h " + m + " min"
    }

    onVisibleChanged: {
        staff.pin = ""
        staff.message = ""
        if (visible && Visit.staffPhase === "menu")
            staff.status = Visit.status()
    }

    MouseArea { anchors.fill: parent }

    // The PIN pad.
    Rectangle {
        visible: Visit.staffPhase === "pin"
        anchors.centerIn: parent
        width: Theme.px(560)
        height: padColumn.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.paper
        Column {
            id: padColumn
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
            spacing: Theme.px(12)
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: "Personal · Staff"
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            Text {
                objectName: "pinDots"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: staff.pin.length > 0 ? "●".repeat(staff.pin.length) : " "
                font.pixelSize: Theme.fontHeading
                color: Theme.ink
            }
            Text {
                objectName: "pinMessage"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: Visit.pinProblem !== "" ? Visit.pinProblem
                      : !Visit.pinConfigured ? "Keine PIN eingerichtet (kiosk.conf) · No PIN configured"
                      : Visit.pinLockMessage !== "" ? Visit.pinLockMessage
                      : staff.message
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.burgundy
            }
            Grid {
                anchors.horizontalCenter: parent.horizontalCenter
                columns: 3
                spacing: Theme.px(12)
                Repeater {
                    model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok"]
                    delegate: BigButton {
                        required property string modelData
                        objectName: "pin_" + modelData
                        implicitWidth: Theme.touchLarge * 1.5
                        implicitHeight: Theme.touchLarge
                        primary: modelData === "ok"
                        text: modelData === "del" ? "⌫" : modelData === "ok" ? "OK" : modelData
                        enabled: Visit.pinWaitSeconds === 0 && Visit.pinConfigured
                        onClicked: staff.press(modelData)
                    }
                }
            }
            BigButton {
                objectName: "pinCancel"
                anchors.horizontalCenter: parent.horizontalCenter
                primary: false
                text: "Abbrechen · Cancel"
                onClicked: Visit.closeStaff()
            }
        }
    }

    // The staff menu and the status.
    Rectangle {
        visible: Visit.staffPhase === "menu"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacing, Theme.px(1500))
        height: Math.min(parent.height - 2 * Theme.spacing, menuColumn.implicitHeight + 2 * Theme.spacing)
        radius: Theme.radius
        color: Theme.paper
        clip: true
        Column {
            id: menuColumn
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
            spacing: Theme.spacing
            Text {
                text: "Personalmenü · Staff menu"
                font.family: Theme.serif
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.wood
            }
            Text {
                objectName: "staffStatus"
                width: parent.width
                wrapMode: Text.WordWrap
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
                text: {
                    const s = staff.status
                    const lines = [
                        "Version: " + (s.version ?? ""),
                        "Laufzeit · uptime: " + staff.uptimeText(Number(s.uptimeSeconds ?? 0)),
                        "Speicher · memory: " + Math.round(Number(s.memoryKiB ?? 0) / 1024) + " MB",
                        "Inhalte · content: " + (s.items ?? 0) + " Einträge · items, Schema " + (s.schemaVersion ?? "?")
                            + (s.storePath ? " – " + s.storePath : " – kein Speicher · no store"),
                    ]
                    const problems = (s.problems ?? []).concat(s.lastErrors ?? [])
                    lines.push("Letzte Fehler · last errors: " + (problems.length === 0 ? "keine · none" : ""))
                    for (const p of problems.slice(-5))
                        lines.push("  • " + p)
                    return lines.join("\n")
                }
            }
            Flow {
                width: parent.width
                spacing: Theme.spacing
                BigButton {
                    objectName: "staffBack"
                    text: "Zurück zur Ausstellung · Back"
                    onClicked: Visit.closeStaff()
                }
                BigButton {
                    objectName: "staffReload"
                    primary: false
                    text: "Inhalte neu laden · Reload content"
                    onClicked: {
                        Visit.reloadContent()
                        staff.status = Visit.status()
                    }
                }
                BigButton {
                    objectName: "staffRefresh"
                    primary: false
                    text: "Status aktualisieren · Refresh"
                    onClicked: staff.status = Visit.status()
                }
                BigButton {
                    objectName: "staffRestart"
                    primary: false
                    text: "Neu starten · Restart"
                    onClicked: Visit.restartProgram()
                }
                BigButton {
                    objectName: "staffQuit"
                    primary: false
                    text: "Beenden · Quit"
                    onClicked: Visit.quitProgram()
                }
            }
        }
    }
}
