// The German words of settings-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { pushSettingsWordsEn } from "./settings-words-en";

export const pushSettingsWordsDe: Messages<typeof pushSettingsWordsEn> = {
  push: {
    title: "Push-Benachrichtigungen",
    description:
      "Benachrichtigungen auf deinem Handy oder Computer, auch wenn Huddle geschlossen ist.",
    loading: "Einstellungen werden geladen …",
    device: "Dieses Gerät benachrichtigen",
    deviceOn: "An für diesen Browser. Jedes deiner Geräte hat einen eigenen Schalter.",
    deviceOff: "Aus für diesen Browser. Dein Browser fragt, ob du Benachrichtigungen erlaubst.",
    unsupported:
      "Dieser Browser kann keine Benachrichtigungen von Huddle anzeigen. Auf einem iPhone oder iPad füge Huddle zuerst zum Home-Bildschirm hinzu und schalte sie dort ein.",
    denied:
      "Benachrichtigungen von Huddle sind in diesem Browser blockiert. Um sie zu erlauben, öffne die Website-Einstellungen (das Symbol neben der Adresse), erlaube Benachrichtigungen und lade diese Seite neu.",
    kindsTitle: "Was gesendet wird",
    kindsAbout: "An jedes Gerät, auf dem Benachrichtigungen an sind.",
    kindsApart: "E-Mails haben eigene Schalter.",
    saved: "Einstellungen gespeichert",
    failed: "Einstellungen konnten nicht gespeichert werden",
    turnedOn: "Dieses Gerät wird benachrichtigt",
    turnedOff: "Dieses Gerät wird nicht mehr benachrichtigt",
    turnOnFailed: "Benachrichtigungen konnten nicht eingeschaltet werden",
    turnOffFailed: "Benachrichtigungen konnten nicht ausgeschaltet werden",
    refused: "Benachrichtigungen wurden in diesem Browser nicht erlaubt.",
    noWorker:
      "Huddle konnte seinen Hintergrunddienst in diesem Browser nicht starten. Lade die Seite neu und versuche es noch einmal.",
    offer: {
      title: "Sag mir Bescheid, wenn der Gewinner feststeht",
      text: "Erhalte eine Benachrichtigung auf diesem Gerät, wenn das Event abgeschlossen wird. Du kannst das jederzeit in den Einstellungen ändern.",
      turnOn: "Benachrichtigungen einschalten",
      dismiss: "Nein danke",
    },
  },
};
